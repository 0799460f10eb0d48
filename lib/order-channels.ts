/**
 * How an order reached the shop (docs/decisions/0038-orders-taken-by-staff.md): the customer's
 * own checkout (`web`), or staff placing it for a customer who rang (`phone`), wrote on WhatsApp
 * (`whatsapp`) or stood at the counter (`counter`, paid in cash at once).
 */
export const ORDER_CHANNELS = ["web", "phone", "whatsapp", "counter"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const CHANNEL_LABELS: Record<OrderChannel, string> = {
  web: "Online shop",
  phone: "Phone",
  whatsapp: "WhatsApp",
  counter: "Counter",
};
