import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client";

/**
 * A year of a busy shop, set-based: customers; orders spread evenly over 365 days, newest
 * still waiting (paid, packed), older ones shipped and delivered, some expired, cancelled or
 * owing a refund; 1–3 lines each from the demo packs with totals that add up; every status
 * change in order_events; a payment row for each paid order; bulk enquiries and contact messages.
 */
export async function seedOrders(db: Db, opts: { orders: number; customers?: number }) {
  const ORDERS = opts.orders;
  const CUSTOMERS = opts.customers ?? Math.max(10, Math.min(2_000, Math.round(ORDERS / 50)));
  await db.execute(sql`
    insert into users (full_name, email, phone, password_hash)
    select 'Customer ' || g, 'bench' || g || '@example.com', (9000000000 + g)::text, 'x'
    from generate_series(1, ${CUSTOMERS}) g`);
  const spacing = (365 * 86_400) / ORDERS;
  await db.execute(sql`
    insert into orders (user_id, status, payment_status, subtotal_mrp_paise, total_paise,
      ship_full_name, ship_email, ship_mobile, ship_address1, ship_city, ship_state, ship_pincode,
      provider, provider_order_id, payment_method, expires_at, paid_at, created_at, updated_at)
    select u.id, s.status::order_status,
      (case s.status when 'PENDING_PAYMENT' then 'PENDING' when 'EXPIRED' then 'UNPAID'
        when 'CANCELLED' then 'REFUNDED' when 'REFUND_DUE' then 'REFUND_DUE' when 'CONFIRMED' then 'COD_DUE'
        else 'PAID' end)::payment_status,
      0, 0, u.full_name, u.email, u.phone, 'House ' || g || ', Ward ' || (g % 40),
      (array['Siliguri','Jalpaiguri','Darjeeling','Cooch Behar','Malda'])[1 + g % 5], 'West Bengal',
      (734001 + g % 400)::text, case s.status when 'CONFIRMED' then 'cod' else 'sandbox' end, 'order_bench_' || g,
      case s.status when 'CONFIRMED' then 'COD' else 'Online' end, a.created + interval '30 minutes',
      case when s.status in ('PENDING_PAYMENT','EXPIRED','REFUND_DUE','CONFIRMED') then null else a.created + interval '2 minutes' end,
      a.created, a.created
    from generate_series(1, ${ORDERS}) g
    join users u on u.id = (select max(id) from users) - ${CUSTOMERS} + 1 + g % ${CUSTOMERS}
    cross join lateral (select (${ORDERS}::int - g) * ${spacing}::float8 as age_s) x
    cross join lateral (select now() - x.age_s * interval '1 second' as created, (g * 37) % 100 as b,
                               x.age_s < 86400 as fresh, x.age_s < 4 * 86400 as recent) a
    cross join lateral (select case
        when a.fresh and a.b < 5 then 'PENDING_PAYMENT'
        when a.b < 8 then 'EXPIRED'
        when a.fresh and a.b < 50 then 'PAID'
        when a.fresh and a.b < 60 then 'CONFIRMED'
        when a.fresh then 'PACKED'
        when a.b < 11 then 'CANCELLED'
        when g % 997 = 0 then 'REFUND_DUE'
        when a.recent and a.b < 20 then 'PACKED'
        when a.recent then 'SHIPPED'
        else 'DELIVERED' end as status) s`);
  await db.execute(sql`
    with packs as (
      select pp.id, pp.product_id, pp.qty, pp.unit, pp.mrp_paise, pp.discount_paise, p.name,
             row_number() over (order by pp.id) - 1 as n, count(*) over () as total
      from product_prices pp join products p on p.id = pp.product_id)
    insert into order_lines (order_id, product_id, product_price_id, product_name, price_qty, unit, qty,
      unit_mrp_paise, unit_discount_paise, unit_final_paise, line_total_paise)
    select o.id, k.product_id, k.id, k.name, k.qty, k.unit, q.qty, k.mrp_paise, k.discount_paise,
           k.mrp_paise - k.discount_paise, (k.mrp_paise - k.discount_paise) * q.qty
    from orders o
    cross join generate_series(0, 2) line
    cross join lateral (select 1 + (o.id + line) % 4 as qty) q
    join packs k on k.n = (o.id * 13 + line * 101) % k.total
    where line <= o.id % 3`);
  await db.execute(sql`
    update orders o set subtotal_mrp_paise = s.mrp, discount_paise = s.mrp - s.total, total_paise = s.total
    from (select order_id, sum(unit_mrp_paise * qty) as mrp, sum(line_total_paise) as total
          from order_lines group by order_id) s
    where s.order_id = o.id`);
  await db.execute(sql`
    insert into order_events (order_id, from_status, to_status, at, actor_kind, note)
    select o.id, p.from_s::order_status, p.to_s::order_status, o.created_at + p.after::interval,
           p.actor::order_actor, ''
    from orders o
    join (values
      ('*', null, 'PENDING_PAYMENT', '0', 'customer'),
      ('CONFIRMED', 'PENDING_PAYMENT', 'CONFIRMED', '0', 'customer'),
      ('EXPIRED', 'PENDING_PAYMENT', 'EXPIRED', '30 minutes', 'job'),
      ('REFUND_DUE', 'PENDING_PAYMENT', 'EXPIRED', '30 minutes', 'job'),
      ('REFUND_DUE', 'EXPIRED', 'REFUND_DUE', '40 minutes', 'provider'),
      ('PAID', 'PENDING_PAYMENT', 'PAID', '2 minutes', 'provider'),
      ('PACKED', 'PENDING_PAYMENT', 'PAID', '2 minutes', 'provider'),
      ('PACKED', 'PAID', 'PACKED', '3 hours', 'staff'),
      ('SHIPPED', 'PENDING_PAYMENT', 'PAID', '2 minutes', 'provider'),
      ('SHIPPED', 'PAID', 'PACKED', '3 hours', 'staff'),
      ('SHIPPED', 'PACKED', 'SHIPPED', '1 day', 'staff'),
      ('DELIVERED', 'PENDING_PAYMENT', 'PAID', '2 minutes', 'provider'),
      ('DELIVERED', 'PAID', 'PACKED', '3 hours', 'staff'),
      ('DELIVERED', 'PACKED', 'SHIPPED', '1 day', 'staff'),
      ('DELIVERED', 'SHIPPED', 'DELIVERED', '4 days', 'staff'),
      ('CANCELLED', 'PENDING_PAYMENT', 'PAID', '2 minutes', 'provider'),
      ('CANCELLED', 'PAID', 'CANCELLED', '1 hour', 'customer')
    ) p(status, from_s, to_s, after, actor) on p.status = '*' or p.status = o.status::text`);
  await db.execute(sql`
    insert into payment_transactions (order_id, user_id, provider, provider_order_id, provider_payment_id,
      status, amount_paise, signature_valid, refunded_at, created_at)
    select id, user_id, 'sandbox', provider_order_id, 'pay_bench_' || id,
           case status when 'CANCELLED' then 'Refund' when 'REFUND_DUE' then 'Refunding' else 'Credit' end,
           total_paise, true, case status when 'CANCELLED' then created_at + interval '2 hours' end,
           created_at + interval '2 minutes'
    from orders where status not in ('PENDING_PAYMENT', 'EXPIRED', 'CONFIRMED')`);
  // The inboxes: an enquiry for every 100 orders and a message for every 50, most taken up.
  await db.execute(sql`
    insert into bulk_enquiries (name, email, phone, status, created_at)
    select 'Buyer ' || g, 'buyer' || g || '@example.com', (8000000000 + g)::text,
           (array['new','quoted','won','lost','closed'])[1 + (case when g % 50 = 0 then 0 else 1 + g % 4 end)],
           now() - g * interval '1 hour'
    from generate_series(1, ${Math.ceil(ORDERS / 100)}) g`);
  await db.execute(sql`
    insert into bulk_enquiry_items (enquiry_id, product_id, product_price_id, qty)
    select e.id, pp.product_id, pp.id, 25
    from bulk_enquiries e join product_prices pp on pp.id = (select min(id) from product_prices)`);
  await db.execute(sql`
    insert into contact_messages (first_name, last_name, email, message, status, created_at)
    select 'Visitor', '' || g, 'visitor' || g || '@example.com', 'Do you deliver to ward ' || g || '?',
           (array['new','answered','answered','answered','spam'])[1 + (case when g % 40 = 0 then 0 else 1 + g % 4 end)],
           now() - g * interval '30 minutes'
    from generate_series(1, ${Math.ceil(ORDERS / 50)}) g`);
  await db.execute(sql`analyze`);
}
