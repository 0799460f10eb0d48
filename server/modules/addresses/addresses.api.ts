import { z } from "zod";
import { addressFields, pincodeInState } from "../../../lib/validation/address";
import { id } from "../../../lib/validation/fields";
import { customerFields, requireCustomer } from "../../http/customer";
import { defineApi } from "../../http/endpoint";
import type { AccountsService } from "../accounts";
import { presentAddress, wireAddress } from "./addresses.present";
import { type AddressesService, addressMessages } from "./addresses.service";
import { fillFromPincode, pincodeStateRule } from "./pincode-place";

/**
 * The original client sends the street both as `street1` and `address1`, and the phone as
 * `phone` and `mobile`; either spelling is accepted, the form's names win.
 */
const withAliases = (raw: unknown) => {
  if (!raw || typeof raw !== "object") return raw;
  const r = raw as Record<string, unknown>;
  const named: Record<string, unknown> = {
    ...r,
    street1: r.street1 ?? r.address1,
    phone: r.phone ?? r.mobile,
  };
  // An empty city, district or state is filled from a pincode the directory knows.
  return { ...named, ...fillFromPincode(named) };
};
const addressBody = z.preprocess(
  withAliases,
  addressFields.extend(customerFields).superRefine(pincodeInState(pincodeStateRule)),
);
const addressId = id("address_id must be one of your address ids.");
const updateBody = z.preprocess(
  withAliases,
  addressFields
    .extend({ ...customerFields, address_id: addressId })
    .superRefine(pincodeInState(pincodeStateRule)),
);
const idBody = z.object({ ...customerFields, address_id: addressId });
const listBody = z.object(customerFields);

/** Saved addresses (customers only), with the messages of docs/api.md. */
export function addressesApi(addressesService: AddressesService, accounts: AccountsService) {
  const api = defineApi("Saved addresses");

  api.post(
    {
      // Both spellings of the list path exist in the original client.
      path: ["/saved-address/list", "/saved-address/lists/v1"],
      summary: "The customer's saved addresses, the primary one first.",
      body: listBody,
      data: z.array(wireAddress),
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      return { data: (await addressesService.list(customer.userId)).map(presentAddress) };
    },
  );

  api.post(
    {
      path: "/saved-address/add/v1",
      summary: "Saves a new address; the first one becomes primary.",
      body: addressBody,
      data: wireAddress,
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      const saved = await addressesService.add(customer.userId, body);
      return { data: presentAddress(saved), message: addressMessages.added };
    },
  );

  api.post(
    {
      path: "/saved-address/update/v1",
      summary: "Changes one of the customer's addresses.",
      body: updateBody,
      data: wireAddress,
      errors: ["not_found"],
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      const saved = await addressesService.update(customer.userId, body.address_id, body);
      return { data: presentAddress(saved), message: addressMessages.updated };
    },
  );

  const choices = [
    [
      "/saved-address/setprimary/v1",
      "Makes one of the customer's addresses the primary one.",
      addressesService.setPrimary,
      addressMessages.primary,
    ],
    [
      "/saved-address/remove/v1",
      "Deletes one of the customer's addresses; removing the primary promotes the oldest other.",
      addressesService.remove,
      addressMessages.removed,
    ],
  ] as const;
  for (const [path, summary, change, message] of choices) {
    api.post(
      { path, summary, body: idBody, data: z.null(), errors: ["not_found"], customer: true },
      async (c, body) => {
        const customer = await requireCustomer(c, body, accounts);
        await change(customer.userId, body.address_id);
        return { data: null, message };
      },
    );
  }

  return api;
}
