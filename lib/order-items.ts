/** How one item of an order is named in emails and on the tracking page: "Neem Cake (5 kg) × 2". */
export const orderItemLabel = (item: { productName: string; packQty: number; unit: string; qty: number }) =>
  `${item.productName} (${item.packQty} ${item.unit}) × ${item.qty}`;
