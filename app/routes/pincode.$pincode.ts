import { findPincode } from "../../server/modules/addresses";
import type { Route } from "./+types/pincode.$pincode";

/**
 * The place of a pincode from the offline directory (docs/decisions/0041-pincode-directory.md),
 * as JSON, for the address form's scripts: `{ pincode, district, state, states }`, or 404
 * `null` for a pincode it does not know. The same for everyone, so caches may keep it a day.
 */
export function loader({ params }: Route.LoaderArgs) {
  const place = findPincode(params.pincode);
  return Response.json(place ?? null, {
    status: place ? 200 : 404,
    headers: { "Cache-Control": "public, max-age=86400" },
  });
}
