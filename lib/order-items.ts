/**
 * How one item of an order is named in emails and on the tracking page: "Neem Cake (5 kg) × 2";
 * with its pack's label in the reader's language when the server found one ("(10 का पैक)").
 */
export const orderItemLabel = (item: {
  productName: string;
  packQty: number;
  unit: string;
  packLabel?: string | null;
  qty: number;
}) => `${item.productName} (${item.packLabel ?? `${item.packQty} ${item.unit}`}) × ${item.qty}`;
