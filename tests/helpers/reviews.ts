import sharp from "sharp";
import type { TestApp } from "./app";
import { shopHelpers } from "./shop";
import { adminPost } from "./staff";

/**
 * Customers who received what they bought, for the reviews' tests: a paid order of the product
 * with this SKU, packed, shipped and delivered by a packer (the staff's own API calls).
 */
export function reviewHelpers(t: () => TestApp, packerCookie: () => string) {
  const shop = shopHelpers(t);
  const move = (path: string, body: object) => adminPost(t(), packerCookie(), path, body);
  return {
    ...shop,
    /** Moves a paid order to the customer's door. */
    async deliver(orderId: number) {
      await move("/orders/pack", { order_id: orderId });
      await move("/orders/ship", { order_id: orderId, courier_name: "DTDC", awb_number: "D1234567" });
      const done = await move("/orders/deliver", { order_id: orderId });
      if (done.status !== 200) throw new Error(`not delivered: ${done.body.message}`);
    },
    /** A customer with a delivered order of the product with this SKU. */
    async receivedBy(sku: string) {
      const bought = await shop.paidOrder(sku, 50, 1);
      await this.deliver(bought.orderId);
      return bought;
    },
  };
}

/** A phone's JPEG that says where and with what camera it was taken (EXIF: camera and GPS). */
export function photoWithLocation(width = 800, height = 600) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "FieldPhone", Model: "Kisan X1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "22/1 34/1 12/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "88/1 21/1 30/1",
      },
    })
    .toBuffer();
}
