-- The purchase task type exists from the start: purchase tasks are generated with it.
INSERT INTO "task_types" ("name", "is_purchase") VALUES ('Achat', true);
