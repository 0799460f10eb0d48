import { describe, expect, it } from "vitest";
import { testAppForFile } from "./helpers/app";
import { adminPost, newStaff, OWNER_OR_MANAGER } from "./helpers/staff";

const t = testAppForFile({ TRUST_PROXY: "true" });

/** The catalogue's back-office endpoints, read from the OpenAPI document (none can be forgotten). */
async function catalogueEndpoints(): Promise<string[]> {
  const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
    paths: Record<string, { post?: { tags?: string[] } }>;
  };
  const tags = [
    "Back office: Products",
    "Back office: Stock",
    "Back office: Categories",
    "Back office: Pictures",
    "Back office: Catalogue spreadsheet",
  ];
  return Object.entries(doc.paths)
    .filter(([, item]) => tags.includes(item.post?.tags?.[0] ?? ""))
    .map(([path]) => path.replace("/api/admin/v1", ""));
}

describe("who may run the catalogue", () => {
  it("refuses a packer (403) and anyone signed out (401) on every catalogue endpoint, changing nothing", async () => {
    const packer = await newStaff(t, "packer");
    const paths = await catalogueEndpoints();
    expect(paths).toEqual(
      expect.arrayContaining([
        "/products/list",
        "/products/create",
        "/stock/set",
        "/categories/reorder",
        "/uploads/image",
        "/catalogue/export",
        "/catalogue/import/preview",
        "/catalogue/import/apply",
      ]),
    );
    expect(paths.length).toBeGreaterThanOrEqual(14);
    for (const path of paths) {
      const asPacker = await adminPost(t, packer.cookie, path, { name: "Packer's product" });
      expect([path, asPacker.status, asPacker.body.message]).toEqual([path, 403, OWNER_OR_MANAGER]);
      const signedOut = await t.post(`/api/admin/v1${path}`, {});
      expect([path, signedOut.status]).toEqual([path, 401]);
    }
  });

  it("lets the owner and a manager in", async () => {
    for (const role of ["owner", "manager"] as const) {
      const member = await newStaff(t, role);
      expect((await adminPost(t, member.cookie, "/products/list")).status).toBe(200);
      expect((await adminPost(t, member.cookie, "/stock/low")).status).toBe(200);
      expect((await adminPost(t, member.cookie, "/categories/list")).status).toBe(200);
    }
  });

  it("refuses a call from another site's page (Origin) before reading it", async () => {
    const manager = await newStaff(t, "manager");
    const res = await adminPost(
      t,
      manager.cookie,
      "/categories/create",
      { name: "Evil" },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });
});
