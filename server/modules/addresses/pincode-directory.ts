import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { type IndiaState, stateByGstCode } from "../../../lib/india-states";

/** What the directory knows of a pincode: its district and state, and every state it reaches. */
export interface PincodePlace {
  pincode: string;
  district: string;
  /** The state's name as an address stores it (lib/india-states.ts). */
  state: string;
  /** Each state the pincode's post offices stand in (a few pincodes cross a border). */
  states: string[];
}

const FILE = "pincode-directory.txt.gz";

/**
 * The file, beside this module in the source tree; from a bundle (the server's dist/, the
 * pages' build/server/) in the project's server/modules/addresses/ above it.
 */
function directoryFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const above = [".", "..", "../.."].map((up) => path.resolve(here, up, "server/modules/addresses", FILE));
  const found = [path.join(here, FILE), ...above].find(existsSync);
  if (!found) throw new Error(`the pincode directory (server/modules/addresses/${FILE}) is missing`);
  return found;
}

interface District {
  name: string;
  state: IndiaState;
}

/** The directory read once (about 19,000 pincodes; the format is scripts/build-pincode-directory.ts's). */
function read(): Map<number, District[]> {
  const text = gunzipSync(readFileSync(directoryFile())).toString("utf8");
  const [head, body] = text.split("\n\n");
  const districts = head.split("\n").map((line): District => {
    const [code, name] = line.split("\t");
    const state = stateByGstCode(code);
    if (!state) throw new Error(`the pincode directory names an unknown state code ${code}`);
    return { name, state };
  });
  const byPin = new Map<number, District[]>();
  let pin = 0;
  for (const line of body.split("\n")) {
    if (!line) continue;
    const [step, list] = line.split(":");
    pin += Number(step);
    byPin.set(
      pin,
      list.split(",").map((d) => districts[Number(d)]),
    );
  }
  return byPin;
}

let directory: Map<number, District[]> | undefined;

/**
 * The place of a six-digit pincode from the offline directory (docs/decisions/0041-pincode-directory.md),
 * or undefined when it is not there: the directory may lack a new pincode, which is then
 * accepted without being filled in.
 */
export function findPincode(pincode: string): PincodePlace | undefined {
  const pin = pincode.trim();
  if (!/^[1-9]\d{5}$/.test(pin)) return undefined;
  directory ??= read();
  const ds = directory.get(Number(pin));
  if (!ds) return undefined;
  return {
    pincode: pin,
    district: ds[0].name,
    state: ds[0].state.name,
    states: [...new Set(ds.map((d) => d.state.name))],
  };
}
