-- A customer's cart or sessions changed: every process of the shop drops what it kept of them
-- (server/page-cache/customer-pieces.ts, docs/decisions/0056-signed-in-pages.md). The NOTIFY is
-- sent at commit, whoever wrote: the shop, staff, a payment's webhook or a cascade.
CREATE OR REPLACE FUNCTION shop_customer_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  uid integer;
BEGIN
  IF TG_TABLE_NAME = 'cart_lines' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT user_id INTO uid FROM carts WHERE id = OLD.cart_id;
    ELSE
      SELECT user_id INTO uid FROM carts WHERE id = NEW.cart_id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    uid := OLD.user_id;
  ELSE
    uid := NEW.user_id;
  END IF;
  IF uid IS NOT NULL THEN
    PERFORM pg_notify('shop_cache', 'customer:' || uid);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cart_lines_customer_changed
AFTER INSERT OR UPDATE OR DELETE ON cart_lines
FOR EACH ROW EXECUTE FUNCTION shop_customer_changed();
--> statement-breakpoint
-- Signing out, a password change or a disabled account ends sessions; an expiry is the pieces' own TTL.
CREATE TRIGGER sessions_customer_changed
AFTER DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION shop_customer_changed();
