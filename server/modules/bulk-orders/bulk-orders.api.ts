import { Hono } from "hono";
import { z } from "zod";
import { bulkOrderErrors, bulkOrderShape } from "../../../lib/validation/bulk-order";
import { invalidInput } from "../../domain-error";
import type { AppEnv } from "../../http/app-env";
import { customerFields, requireCustomer } from "../../http/customer";
import { ok, readBody } from "../../http/envelope";
import type { AccountsService } from "../accounts/accounts.service";
import { BULK_THANKS, type BulkOrdersService } from "./bulk-orders.service";

const body = z.object({ ...customerFields }).passthrough();

/** `/api/bulkorder/add/v1/`: a customer's bulk order enquiry; every row is validated. */
export function bulkOrdersApi(bulk: BulkOrdersService, accounts: AccountsService) {
  const api = new Hono<AppEnv>();
  api.post("/bulkorder/add/v1/", async (c) => {
    const raw = await readBody(c, body);
    const customer = await requireCustomer(c, raw, accounts);
    const errors = bulkOrderErrors(raw as { name?: unknown; email?: unknown; products?: unknown });
    if (Object.keys(errors).length) throw invalidInput(Object.values(errors)[0], errors);
    const input = bulkOrderShape.parse(raw);
    const id = await bulk.submit(customer.userid, input);
    return ok(c, { enquiry_id: id }, BULK_THANKS);
  });
  return api;
}
