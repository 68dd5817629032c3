-- A code's guard row keeps the code's record (its hash and expiry, as KV holds it), so that a
-- verification that comes through a location KV has not reached yet still finds it.
ALTER TABLE `otp_guard` ADD `record` text;
