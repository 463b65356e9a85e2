-- Our own images are stored relative to the site (docs/security.md): an address that the
-- old seed or client made absolute with the server's PUBLIC_URL (http(s)://host[:port]/images/…
-- or …/api/uploads/…) becomes its path, so it loads at whatever address the product is opened.
UPDATE "users"
SET "photo" = regexp_replace("photo", '^https?://[^/?#]+(/(images|api/uploads)/)', '\1')
WHERE "photo" ~ '^https?://[^/?#]+/(images|api/uploads)/';
--> statement-breakpoint
UPDATE "tasks"
SET "task_image_url" = regexp_replace("task_image_url", '^https?://[^/?#]+(/(images|api/uploads)/)', '\1')
WHERE "task_image_url" ~ '^https?://[^/?#]+/(images|api/uploads)/';
