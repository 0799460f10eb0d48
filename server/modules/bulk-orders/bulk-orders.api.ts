import { z } from "zod";
import { bulkOrderRequest } from "../../../lib/validation/bulk-order";
import { customerFields, requireCustomer, sessionFirst } from "../../http/customer";
import { defineApi } from "../../http/endpoint";
import type { AccountsService } from "../accounts";
import { enquiryWire, presentEnquiry } from "./bulk-orders.present";
import { BULK_THANKS, type BulkOrdersService } from "./bulk-orders.service";

const PATH = "/bulkorder/add/v1/";

/** `/api/bulkorder/add/v1/`: a customer's bulk order enquiry; every row is validated. */
export function bulkOrdersApi(bulk: BulkOrdersService, accounts: AccountsService) {
  const api = defineApi("Bulk orders");
  api.router.use(PATH, sessionFirst(accounts));
  api.post(
    {
      path: PATH,
      summary: "Sends a bulk order enquiry with one or more product rows, stored for the staff.",
      body: bulkOrderRequest.and(z.object(customerFields)),
      data: enquiryWire,
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      const enquiryId = await bulk.submit(customer.userId, {
        name: body.name,
        email: body.email,
        phone: body.phone,
        lines: body.products.map((p) => ({
          productId: p.productId,
          productPriceId: p.unit.product_price_id,
          quantity: p.quantity,
        })),
      });
      return { data: presentEnquiry(enquiryId), message: BULK_THANKS };
    },
  );
  return api;
}
