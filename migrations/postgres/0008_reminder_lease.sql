-- Exactly-once reminders across processes: a sweep claims a due reminder for a lease (the
-- claiming process and the claim's time, in Unix milliseconds), delivers it, and only then
-- records it sent and clears the claim. A process that dies in between leaves its claim to
-- expire; another process then re-claims the reminder and delivers it with the same message
-- nonce, which Discord de-duplicates (`enforce_nonce`).
ALTER TABLE reminders ADD COLUMN claimed_by TEXT;
ALTER TABLE reminders ADD COLUMN claimed_at BIGINT;
