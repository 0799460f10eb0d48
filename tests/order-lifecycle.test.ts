import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { DomainError } from "../server/domain-error";
import { canMove, moveOrder, TRANSITIONS } from "../server/modules/orders/order-lifecycle";
import { isPaid, ORDER_STATUSES, type OrderStatus } from "../server/modules/orders/order-status";
import { orderEvents, orders } from "../server/modules/orders/orders.schema";
import { createTestDatabase, type TestDatabase } from "./helpers/database";

let database: TestDatabase;
let userId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const [u] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into users (full_name, email, phone, password_hash)
        values ('Lifecycle Tester', 'lifecycle@example.com', '9000000001', 'x') returning id`,
  );
  userId = u.id;
});
afterAll(async () => {
  await database?.close();
});

/** An order standing at `status` (set directly: this is the test's starting point). */
async function orderAt(status: OrderStatus) {
  const [o] = await database.db
    .insert(orders)
    .values({
      userId,
      status,
      // Cash on delivery waiting for its confirmation has its cash due, as placed (decision 0037).
      paymentStatus: status === "AWAITING_CONFIRMATION" ? "COD_DUE" : isPaid(status) ? "PAID" : "PENDING",
      subtotalMrpPaise: 10_000,
      totalPaise: 10_000,
      shipFullName: "Lifecycle Tester",
      shipEmail: "lifecycle@example.com",
      shipMobile: "9000000001",
      shipAddress1: "1 Test Road",
      shipCity: "Siliguri",
      shipState: "West Bengal",
      shipPincode: "734001",
      provider: "sandbox",
      expiresAt: new Date(Date.now() + 60_000),
    })
    .returning();
  return o;
}

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe("the order lifecycle", () => {
  it("knows every pair of statuses", () => {
    expect(pairs).toHaveLength(ORDER_STATUSES.length ** 2);
    expect(pairs.filter(([f, t]) => canMove(f, t)).length).toBe(
      Object.values(TRANSITIONS).reduce((n, next) => n + next.length, 0),
    );
  });

  it.each(
    pairs,
  )("%s → %s: moves and records it when the table allows, refuses otherwise", async (from, to) => {
    const order = await orderAt(from);
    const move = database.db.transaction((tx) =>
      moveOrder(tx, order.id, to, { kind: "staff", id: 7 }, "table test"),
    );
    const events = () => database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    if (canMove(from, to)) {
      const moved = await move;
      expect(moved.status).toBe(to);
      // Paid online, the money is in; confirmed for cash on delivery, the cash is still due.
      if (isPaid(to)) expect(moved.paymentStatus).toBe(from === "AWAITING_CONFIRMATION" ? "COD_DUE" : "PAID");
      const [event] = await events();
      expect(event).toMatchObject({
        fromStatus: from,
        toStatus: to,
        actorKind: "staff",
        actorId: 7,
        note: "table test",
      });
      expect(event.at).toBeInstanceOf(Date);
    } else {
      const error = await move.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: "conflict" });
      expect((error as Error).message).toMatch(/cannot become/);
      const [still] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(still.status).toBe(from);
      expect(await events()).toEqual([]);
    }
  });

  it("holds the order statuses in a PostgreSQL enum: a status outside the list is refused by the database", async () => {
    const order = await orderAt("PAID");
    await expect(
      database.db.execute(sql`update orders set status = 'LOST' where id = ${order.id}`),
    ).rejects.toThrow();
    const [col] = await queryRows<{ udt_name: string }>(
      database.db,
      sql`select udt_name from information_schema.columns where table_name = 'orders' and column_name = 'status'`,
    );
    expect(col.udt_name).toBe("order_status");
  });
});
