import { describe, expect, it } from "vitest";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { raviAddress } from "./helpers/fixtures";

const t = testAppForFile({ TRUST_PROXY: "true" });

const home = {
  ...raviAddress,
  mobile: "9876543210",
  address1: "12 Station Road",
  address2: "",
  landmark: "Near the bus stand",
};
const list = async (auth: object) =>
  (await t.post("/api/saved-address/lists/v1", auth)).body.data as Record<string, string | number>[];

describe("saved addresses", () => {
  it("adds addresses, the first becoming primary, in the shapes of the contract", async () => {
    const c = await newCustomer(t);
    const first = await t.post("/api/saved-address/add/v1", { ...c.auth, ...home });
    expect(first.body).toMatchObject({ status: 1, message: "Address added successfully!" });
    await t.post("/api/saved-address/add/v1", {
      ...c.auth,
      ...home,
      street1: "Plot 7, Tea Estate Lane",
      address1: undefined,
    });
    const rows = await list(c.auth);
    expect(rows).toHaveLength(2);
    // Each field as sent, under the contract's names (mobile and address1; phone and street1 are not
    // kept), and the district the pincode directory gave (docs/decisions/0041-pincode-directory.md).
    const { phone: _phone, street1: _street1, ...sent } = home;
    expect(rows[0]).toEqual({ id: expect.any(Number), ...sent, district: "Darjiling", is_primary: "1" });
    expect(rows[1]).toMatchObject({ address1: "Plot 7, Tea Estate Lane", is_primary: "0" });
    expect((await t.post("/api/saved-address/list", c.auth)).body.data).toEqual(rows);
    // The service itself speaks the domain: camelCase names and a boolean primary.
    const [saved] = await t.services.addresses.list(c.userId);
    expect(saved).toMatchObject({ id: rows[0].id, fullName: "Ravi Kumar", isPrimary: true });
  });

  it("enforces the new-address rules with their messages, on add and on update", async () => {
    const c = await newCustomer(t);
    const bad = {
      fullname: "Al",
      email: "ravi@",
      phone: "98765",
      street1: "Rd",
      city: "",
      state: "",
      pincode: "7340",
    };
    const added = await t.post("/api/saved-address/add/v1", { ...c.auth, ...bad });
    expect(added.status).toBe(400);
    expect(added.body.errors).toEqual({
      fullname: "Name must be at least 3 characters",
      email: "Invalid email format",
      phone: "Phone must be 10 digits",
      street1: "Address is too short",
      city: "City is required",
      state: "State is required",
      pincode: "Pincode must be 6 digits",
    });
    const nowhere = await t.post("/api/saved-address/add/v1", { ...c.auth, ...home, pincode: "000000" });
    expect(nowhere.body.errors).toEqual({ pincode: "This is not an Indian pincode. Check it." });
    await t.post("/api/saved-address/add/v1", { ...c.auth, ...home });
    const [row] = await list(c.auth);
    const updated = await t.post("/api/saved-address/update/v1", { ...c.auth, ...bad, address_id: row.id });
    expect(updated.status).toBe(400);
    expect(await list(c.auth)).toEqual([row]);
    const ok = await t.post("/api/saved-address/update/v1", {
      ...c.auth,
      ...home,
      city: "Jalpaiguri",
      address_id: row.id,
    });
    expect(ok.body).toMatchObject({ status: 1, message: "Address updated successfully!" });
    expect((await list(c.auth))[0].city).toBe("Jalpaiguri");
  });

  it("takes the state from India's list and refuses a pincode that cannot be in it", async () => {
    const c = await newCustomer(t);
    const unknown = await t.post("/api/saved-address/add/v1", { ...c.auth, ...home, state: "Bengal" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ state: "Choose the state or union territory from the list" });
    const mismatch = await t.post("/api/saved-address/add/v1", { ...c.auth, ...home, state: "Kerala" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({
      pincode: "Pincode 734001 is in West Bengal, not Kerala.",
    });
    expect(await list(c.auth)).toEqual([]);
    // Any spelling of a state is stored as the list writes it.
    await t.post("/api/saved-address/add/v1", { ...c.auth, ...home, state: "west  bengal" });
    const [row] = await list(c.auth);
    expect(row.state).toBe("West Bengal");
    const moved = await t.post("/api/saved-address/update/v1", {
      ...c.auth,
      ...home,
      state: "Sikkim",
      address_id: row.id,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors?.pincode).toBe("Pincode 734001 is in West Bengal, not Sikkim.");
  });

  it("fills an empty city, district and state from the pincode directory and refuses another state's pincode", async () => {
    const c = await newCustomer(t);
    const filled = await t.post("/api/saved-address/add/v1", {
      ...c.auth,
      ...home,
      pincode: "781001",
      city: "",
      state: "",
    });
    expect(filled.status).toBe(200);
    expect((await list(c.auth))[0]).toMatchObject({ city: "Kamrup", district: "Kamrup", state: "Assam" });
    // The directory's state wins over the first digits; its sentence names both states.
    const elsewhere = await t.post("/api/saved-address/add/v1", { ...c.auth, ...home, pincode: "781001" });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual({ pincode: "Pincode 781001 is in Assam, not West Bengal." });
    // A pincode the directory lacks is taken as typed (its digits fit the state), not filled.
    const unknown = await t.post("/api/saved-address/add/v1", { ...c.auth, ...home, pincode: "739999" });
    expect(unknown.status).toBe(200);
    const rows = await list(c.auth);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      pincode: "739999",
      city: "Siliguri",
      district: "",
      state: "West Bengal",
    });
  });

  it("keeps exactly one primary: set primary, and removing the primary promotes another", async () => {
    const c = await newCustomer(t);
    for (const city of ["Siliguri", "Jalpaiguri", "Darjeeling"])
      await t.post("/api/saved-address/add/v1", { ...c.auth, ...home, city });
    let rows = await list(c.auth);
    const darjeeling = rows.find((r) => r.city === "Darjeeling") as { id: number };
    const set = await t.post("/api/saved-address/setprimary/v1", { ...c.auth, address_id: darjeeling.id });
    expect(set.body.message).toBe("Default address changed successfully!");
    rows = await list(c.auth);
    expect(rows.filter((r) => r.is_primary === "1").map((r) => r.city)).toEqual(["Darjeeling"]);
    const removed = await t.post("/api/saved-address/remove/v1", { ...c.auth, address_id: darjeeling.id });
    expect(removed.body.message).toBe("Address deleted successfully!");
    rows = await list(c.auth);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.is_primary === "1").map((r) => r.city)).toEqual(["Siliguri"]);
  });

  it("lets nobody touch another customer's address", async () => {
    const owner = await newCustomer(t);
    const intruder = await newCustomer(t);
    await t.post("/api/saved-address/add/v1", { ...owner.auth, ...home });
    const [row] = await list(owner.auth);
    for (const path of ["/api/saved-address/setprimary/v1", "/api/saved-address/remove/v1"]) {
      expect((await t.post(path, { ...intruder.auth, address_id: row.id })).status).toBe(404);
    }
    expect(
      (
        await t.post("/api/saved-address/update/v1", {
          ...intruder.auth,
          ...home,
          city: "Hacked",
          address_id: row.id,
        })
      ).status,
    ).toBe(404);
    expect(await list(intruder.auth)).toEqual([]);
    expect(await list(owner.auth)).toEqual([row]);
    expect((await t.post("/api/saved-address/lists/v1", {})).status).toBe(401);
  });
});
