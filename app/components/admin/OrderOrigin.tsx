import { CHANNEL_LABELS, type OrderChannel } from "../../../lib/order-channels";
import { Box } from "./Box";

const PLACED: Record<string, string> = {
  cod: "Order placed: cash on delivery, confirmed by you.",
  link: "Order placed: the payment link is sent to the customer by text message. Read it out if they ask.",
  cash: "Sale recorded: paid in cash at the counter, delivered, invoiced.",
};

/** How the order came and who placed it; the payment link staff sent; the sentence just after placing it. */
export function OrderOrigin({
  channel,
  placedBy,
  paymentLink,
  placed,
}: {
  channel: OrderChannel;
  placedBy: { id: number; name: string } | null;
  paymentLink: string | null;
  placed: string | null;
}) {
  return (
    <Box title="How it came">
      {placed && PLACED[placed] && (
        <p role="status" className="mb-2 rounded bg-green-50 p-2 text-sm text-green-900">
          {PLACED[placed]}
        </p>
      )}
      <p className="text-sm" data-testid="order-channel">
        {CHANNEL_LABELS[channel]}
        {placedBy ? ` · placed by ${placedBy.name}` : " · placed by the customer"}
      </p>
      {paymentLink && (
        <p className="mt-2 text-sm [overflow-wrap:anywhere]">
          Payment link:{" "}
          <a href={paymentLink} className="text-brand-800 underline" data-testid="payment-link">
            {paymentLink}
          </a>
        </p>
      )}
    </Box>
  );
}
