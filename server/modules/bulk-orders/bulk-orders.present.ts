import { z } from "zod";

/** The answer to a bulk order enquiry: the id staff know it by. */
export const enquiryWire = z.object({ enquiry_id: z.number().int().positive() });

export const presentEnquiry = (enquiryId: number): z.infer<typeof enquiryWire> => ({ enquiry_id: enquiryId });
