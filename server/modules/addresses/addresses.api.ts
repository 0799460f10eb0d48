import { Hono } from "hono";
import { z } from "zod";
import { addressFields } from "../../../lib/validation/address";
import { id } from "../../../lib/validation/fields";
import { notFound } from "../../domain-error";
import type { AppEnv } from "../../http/app-env";
import { customerFields, requireCustomer } from "../../http/customer";
import { ok, readBody } from "../../http/envelope";
import type { AccountsService } from "../accounts/accounts.service";
import { type AddressesService, addressMessages } from "./addresses.service";

/**
 * The original client sends the street both as `street1` and `address1`, and the phone as
 * `phone` and `mobile`; either spelling is accepted, the form's names win.
 */
const withAliases = (raw: unknown) => {
  if (!raw || typeof raw !== "object") return raw;
  const r = raw as Record<string, unknown>;
  return { ...r, street1: r.street1 ?? r.address1, phone: r.phone ?? r.mobile };
};
const addressBody = z.preprocess(withAliases, addressFields.extend(customerFields));
const addressId = id("address_id must be one of your address ids.");
const updateBody = z.preprocess(
  withAliases,
  addressFields.extend({ ...customerFields, address_id: addressId }),
);
const idBody = z.object({ ...customerFields, address_id: addressId });
const listBody = z.object(customerFields);

/** Saved addresses (customers only), with the spec's messages. */
export function addressesApi(addressesService: AddressesService, accounts: AccountsService) {
  const api = new Hono<AppEnv>();
  // Both spellings of the list path exist in the original client.
  for (const path of ["/saved-address/list", "/saved-address/lists/v1"]) {
    api.post(path, async (c) => {
      const customer = await requireCustomer(c, await readBody(c, listBody), accounts);
      return ok(c, await addressesService.list(customer.userid));
    });
  }

  api.post("/saved-address/add/v1", async (c) => {
    const body = await readBody(c, addressBody);
    const customer = await requireCustomer(c, body, accounts);
    return ok(c, await addressesService.add(customer.userid, body), addressMessages.added);
  });

  api.post("/saved-address/update/v1", async (c) => {
    const body = await readBody(c, updateBody);
    const customer = await requireCustomer(c, body, accounts);
    const row = await addressesService.update(customer.userid, body.address_id, body);
    return ok(c, row, addressMessages.updated);
  });

  api.post("/saved-address/setprimary/v1", async (c) => {
    const body = await readBody(c, idBody);
    const customer = await requireCustomer(c, body, accounts);
    await addressesService.setPrimary(customer.userid, body.address_id);
    return ok(c, null, addressMessages.primary);
  });

  api.post("/saved-address/remove/v1", async (c) => {
    const body = await readBody(c, idBody);
    const customer = await requireCustomer(c, body, accounts);
    await addressesService.remove(customer.userid, body.address_id);
    return ok(c, null, addressMessages.removed);
  });

  return api;
}
