import { type Kysely, sql } from 'kysely';

// A version's probe results, HLS levels and images arrive from its processing job's events.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE version (
      id uuid PRIMARY KEY,
      asset_id uuid NOT NULL,
      project_id uuid NOT NULL,
      number integer NOT NULL,
      filename text NOT NULL,
      size bigint NOT NULL,
      mimetype text NOT NULL,
      source_key text NOT NULL,
      created_at timestamptz NOT NULL,
      created_by uuid,
      processing_job_id uuid,
      probed boolean NOT NULL DEFAULT false,
      duration_ms double precision,
      fps double precision,
      width integer,
      height integer,
      video_codec text,
      audio_codec text,
      video_bitrate bigint,
      audio_bitrate bigint,
      timecode text,
      color_transfer text,
      hdr boolean NOT NULL DEFAULT false,
      master_key text,
      levels jsonb NOT NULL DEFAULT '[]',
      poster_key text,
      thumbnail_key text,
      waveform_key text,
      player_sprite jsonb,
      thumbnail_sprite jsonb
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX version_asset_idx ON version (asset_id, number)`.execute(db);
}
