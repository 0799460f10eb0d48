import { describe, expect, it } from "vitest";
import { raviAddress } from "../../tests/helpers/fixtures";
import { changePasswordFields, loginFields, signupFields } from "./accounts";
import { addressFields, checkedAddress } from "./address";
import { contactFields } from "./contact";
import { fieldErrors, id } from "./fields";

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as never);

describe("the forms' validation messages", () => {
  it("address: each rule of the address form", () => {
    expect(errorsOf(addressFields.safeParse({}))).toEqual({
      fullname: "Full name is required",
      phone: "Phone is required",
      street1: "Street address is required",
      city: "City is required",
      state: "State is required",
      pincode: "Pincode is required",
    });
    expect(
      errorsOf(
        addressFields.safeParse({
          fullname: "Al",
          email: "ravi@",
          phone: "98765",
          street1: "Rd",
          city: "Siliguri",
          state: "West Bengal",
          pincode: "7340",
        }),
      ),
    ).toEqual({
      fullname: "Name must be at least 3 characters",
      email: "Invalid email format",
      phone: "Phone must be 10 digits",
      street1: "Address is too short",
      pincode: "Pincode must be 6 digits",
    });
    const good = addressFields.safeParse({ ...raviAddress, fullname: " Ravi Kumar " });
    expect(good.success && good.data).toMatchObject({ fullname: "Ravi Kumar", landmark: "" });
  });

  it("address: the state is one of India's states and the pincode can be in it", () => {
    const at = (state: string, pincode: string) =>
      errorsOf(
        checkedAddress.safeParse({
          fullname: "Ravi Kumar",
          email: "ravi@example.com",
          phone: "9876543210",
          street1: "12 Station Road",
          city: "Siliguri",
          state,
          pincode,
        }),
      );
    expect(at("Bengal", "734001")).toEqual({ state: "Choose the state or union territory from the list" });
    expect(at("Kerala", "734001")).toEqual({
      pincode: "Pincode 734001 is in West Bengal, not Kerala.",
    });
    // Old spellings and case are understood; border prefixes belong to both states.
    expect(at("west bengal", "734010")).toEqual({});
    expect(at("Orissa", "751001")).toEqual({});
    expect(at("Chandigarh", "160017")).toEqual({});
    expect(at("Punjab", "160055")).toEqual({});
    expect(at("Goa", "403001")).toEqual({});
    expect(at("Uttarakhand", "248001")).toEqual({});
    expect(at("Ladakh", "194101")).toEqual({});
    expect(at("Delhi", "560001")).toEqual({
      pincode: "Pincode 560001 is in Karnataka, not Delhi.",
    });
    // Digits two states share cannot say which one it is in.
    expect(at("Kerala", "160017")).toEqual({
      pincode: "Pincode 160017 is not in Kerala. Check the pincode and the state.",
    });
  });

  it("login and signup", () => {
    expect(errorsOf(loginFields.safeParse({ email: " ", password: "" }))).toEqual({
      email: "Email / Phone Number is required",
      password: "Password is required",
    });
    expect(errorsOf(signupFields.safeParse({}))).toMatchObject({
      fullname: "Full Name is required",
      phonenumber: "Phone Number is required",
      email: "Email is required",
      password: "Password is required",
      confirmpassword: "Confirm Password is required",
    });
    expect(
      errorsOf(
        signupFields.safeParse({
          fullname: "Asha",
          phonenumber: "9876543210",
          email: "asha@example",
          password: "longenough1",
          confirmpassword: "different1",
        }),
      ),
    ).toEqual({ email: "Invalid email format", confirmpassword: "Passwords do not match" });
  });

  it("change password", () => {
    expect(errorsOf(changePasswordFields.safeParse({}))).toEqual({
      currentpassword: "Enter current password.",
      newpassword: "Enter new password.",
      confirmpassword: "Enter confirm password.",
    });
    expect(
      errorsOf(
        changePasswordFields.safeParse({
          currentpassword: "x",
          newpassword: "abcdefgh",
          confirmpassword: "abcdefgX",
        }),
      ),
    ).toEqual({ confirmpassword: "New password and confirm password do not match." });
  });

  it("contact form", () => {
    expect(
      errorsOf(contactFields.safeParse({ first_name: "A", last_name: "B", email: "x", message: "" })),
    ).toEqual({
      email: "Invalid email address.",
      message: "Message is required.",
    });
    // Email and last name are optional, but the shop needs an email or a phone to answer.
    expect(errorsOf(contactFields.safeParse({ first_name: "A", message: "Hello" }))).toEqual({
      phone: "Give an email or a phone number, so that we can answer you.",
    });
    expect(errorsOf(contactFields.safeParse({ first_name: "A", phone: "12345", message: "Hi" }))).toEqual({
      phone: "This is not an Indian mobile number: it has 10 digits and starts with 6, 7, 8 or 9.",
    });
    expect(
      contactFields.safeParse({ first_name: "A", phone: "+91 98300 12345", message: "Hi" }).success,
    ).toBe(true);
  });

  it("ids: positive integers, numeric strings accepted", () => {
    expect(id().parse("42")).toBe(42);
    expect(id().parse(7)).toBe(7);
    for (const bad of [0, -1, 1.5, "abc", "", null, "99999999999"]) {
      expect(id().safeParse(bad).success).toBe(false);
    }
  });
});
