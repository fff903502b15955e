-- Billing records and events are kept as written (RD 1007/2023): an event is never changed or removed; a
-- record's identity, chain and fingerprint never change (its XML, signature and the AEAT's answer are
-- filled in after the commit), and a record is never removed.
CREATE FUNCTION lonja_billing_events_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Los eventos del sistema de facturación no se pueden modificar ni borrar.'
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER billing_events_immutable BEFORE UPDATE OR DELETE ON "billing_events"
  FOR EACH ROW EXECUTE FUNCTION lonja_billing_events_immutable();
--> statement-breakpoint
CREATE FUNCTION lonja_billing_records_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.invoice_id IS DISTINCT FROM OLD.invoice_id OR NEW.kind IS DISTINCT FROM OLD.kind
      OR NEW.mode IS DISTINCT FROM OLD.mode OR NEW.issuer_nif IS DISTINCT FROM OLD.issuer_nif
      OR NEW.previous_invoice_id IS DISTINCT FROM OLD.previous_invoice_id
      OR NEW.previous_fingerprint IS DISTINCT FROM OLD.previous_fingerprint
      OR NEW.fingerprint IS DISTINCT FROM OLD.fingerprint OR NEW.recorded_at IS DISTINCT FROM OLD.recorded_at THEN
    RAISE EXCEPTION 'Los registros de facturación no se pueden borrar ni cambiar su huella o su encadenamiento.'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER billing_records_fixed BEFORE UPDATE OR DELETE ON "billing_records"
  FOR EACH ROW EXECUTE FUNCTION lonja_billing_records_fixed();
