import { type Kysely, sql } from 'kysely';

// A workspace's custom fields in their order, and the values assets carry, one row per asset and
// field with the value in the column of its type (the others null): searches and the folder
// list compare them as what they are.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE custom_field (
      id uuid PRIMARY KEY,
      workspace_id uuid NOT NULL,
      name text NOT NULL,
      type text NOT NULL,
      options text[] NOT NULL,
      required boolean NOT NULL,
      shown_in_list boolean NOT NULL,
      position integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX custom_field_workspace_idx ON custom_field (workspace_id, position)`.execute(
    db,
  );
  // `camera:B` finds the field by its name, whatever its case.
  await sql`CREATE INDEX custom_field_name_idx ON custom_field (lower(name))`.execute(db);

  await sql`
    CREATE TABLE custom_field_value (
      asset_id uuid NOT NULL,
      field_id uuid NOT NULL,
      text_value text,
      number_value double precision,
      boolean_value boolean,
      timestamp_value timestamptz,
      date_value date,
      time_value time,
      point_value point,
      set_at timestamptz NOT NULL,
      set_by uuid,
      PRIMARY KEY (asset_id, field_id)
    )
  `.execute(db);
  // A field's values by value: a search or filter on one field, a change of its type.
  await sql`CREATE INDEX custom_field_value_text_idx ON custom_field_value (field_id, lower(text_value))`.execute(
    db,
  );
  await sql`CREATE INDEX custom_field_value_number_idx ON custom_field_value (field_id, number_value)`.execute(
    db,
  );
  await sql`CREATE INDEX custom_field_value_timestamp_idx ON custom_field_value (field_id, timestamp_value)`.execute(
    db,
  );
  await sql`CREATE INDEX custom_field_value_date_idx ON custom_field_value (field_id, date_value)`.execute(
    db,
  );
}
