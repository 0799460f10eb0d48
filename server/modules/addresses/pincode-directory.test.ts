import { describe, expect, it } from "vitest";
import { sayIn } from "../../http/language";
import { findPincode } from "./pincode-directory";
import {
  addressFormRules,
  fillFormFromPincode,
  fillFromPincode,
  pincodeStateMismatch,
} from "./pincode-place";

describe("the offline pincode directory", () => {
  it("places real pincodes of several states in their district and state", () => {
    expect(findPincode("781001")).toEqual({
      pincode: "781001",
      district: "Kamrup",
      state: "Assam",
      states: ["Assam"],
    });
    expect(findPincode("700001")).toMatchObject({ district: "Kolkata", state: "West Bengal" });
    expect(findPincode("734001")).toMatchObject({ district: "Darjiling", state: "West Bengal" });
    expect(findPincode("560001")).toMatchObject({ district: "Bangalore", state: "Karnataka" });
    expect(findPincode("500001")).toMatchObject({ district: "Hyderabad", state: "Telangana" });
    expect(findPincode("302001")).toMatchObject({ district: "Jaipur", state: "Rajasthan" });
    expect(findPincode("226001")).toMatchObject({ district: "Lucknow", state: "Uttar Pradesh" });
    expect(findPincode("110001")).toMatchObject({ state: "Delhi" });
    // The data set's older names are the shop's states: Ladakh, Chhattisgarh, the merged UT.
    expect(findPincode("194101")).toMatchObject({ district: "Leh", state: "Ladakh" });
    expect(findPincode("492001")).toMatchObject({ state: "Chhattisgarh" });
    expect(findPincode("396230")?.states).toEqual(
      expect.arrayContaining(["Gujarat", "Dadra and Nagar Haveli and Daman and Diu"]),
    );
  });

  it("knows nothing of a pincode it lacks or of what is not a pincode", () => {
    expect(findPincode("999999")).toBeUndefined();
    expect(findPincode("000000")).toBeUndefined();
    expect(findPincode("78100")).toBeUndefined();
    expect(findPincode("abcdef")).toBeUndefined();
  });

  it("refuses a pincode in another state with a sentence, in English and Hindi", () => {
    const refused = pincodeStateMismatch("781001", "West Bengal");
    expect(refused).toBe("Pincode 781001 is in Assam, not West Bengal.");
    expect(sayIn("hi", refused ?? "")).toMatch(/^पिनकोड 781001 .+ में है, .+ में नहीं।$/);
    expect(pincodeStateMismatch("781001", "assam")).toBeUndefined();
    // A pincode crossing a border fits each of its states; an unknown one is not refused here.
    expect(pincodeStateMismatch("140119", "Chandigarh")).toBeUndefined();
    expect(pincodeStateMismatch("140119", "Punjab")).toBeUndefined();
    expect(pincodeStateMismatch("999999", "Kerala")).toBeUndefined();
  });

  it("the server's form rule takes the directory's word over the first digits", () => {
    const address = (state: string, pincode: string) => ({
      fullname: "Ravi Kumar",
      phone: "9876543210",
      street1: "12 Station Road",
      city: "Somewhere",
      state,
      pincode,
    });
    const pincodeError = (state: string, pincode: string) => {
      const r = addressFormRules.safeParse(address(state, pincode));
      return r.success ? undefined : r.error.issues.find((i) => i.path[0] === "pincode")?.message;
    };
    expect(pincodeError("West Bengal", "781001")).toBe("Pincode 781001 is in Assam, not West Bengal.");
    // 140119 is Chandigarh's though its digits are Punjab's.
    expect(pincodeError("Chandigarh", "140119")).toBeUndefined();
    // Not in the directory: accepted when its digits fit, refused when they cannot.
    expect(pincodeError("Kerala", "689999")).toBeUndefined();
    expect(pincodeError("Kerala", "799999")).toBe("Pincode 799999 is in Tripura, not Kerala.");
  });

  it("fills only the empty city, district and state, and nothing for an unknown pincode", () => {
    expect(fillFromPincode({ pincode: "781001", city: "", district: "", state: "" })).toEqual({
      city: "Kamrup",
      district: "Kamrup",
      state: "Assam",
    });
    expect(fillFromPincode({ pincode: "781001", city: "Guwahati", state: "Assam" })).toEqual({
      district: "Kamrup",
    });
    expect(fillFromPincode({ pincode: "999999", city: "" })).toEqual({});
    const form = new FormData();
    form.set("pincode", "734001");
    form.set("city", "Siliguri");
    fillFormFromPincode(form);
    expect(Object.fromEntries(form)).toEqual({
      pincode: "734001",
      city: "Siliguri",
      district: "Darjiling",
      state: "West Bengal",
    });
  });
});
