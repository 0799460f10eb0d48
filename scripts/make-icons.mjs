// Draws the installed app's icons (public/icons/) from the shop's logo: 192 and 512 px on white,
// and a maskable 512 px on the logo's green whose logo sits inside the middle 80% every launcher shows.
// Run by hand when the logo changes: node scripts/make-icons.mjs
import { mkdirSync } from "node:fs";
import sharp from "sharp";

const logo = "public/images/logo.svg";
mkdirSync("public/icons", { recursive: true });
async function icon(size, logoShare, file, background = "#ffffff") {
  const inner = Math.round(size * logoShare);
  const art = await sharp(logo, { density: 600 })
    .resize(inner, inner, { fit: "contain", background: "#ffffff00" })
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: art, gravity: "centre" }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/icons/${file}`);
}
await icon(192, 0.9, "icon-192.png");
await icon(512, 0.9, "icon-512.png");
await icon(512, 0.7, "maskable-512.png", "#166534");
console.log("icons written to public/icons/");
