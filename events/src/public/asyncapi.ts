import type { TSchema } from '@sinclair/typebox';
import { cloudEventType } from './cloud-event.ts';
import type { PublicCatalogue } from './public-catalogue.ts';

/** A schema as JSON keeps it (TypeBox's symbol keys drop out). */
const json = (schema: TSchema): Record<string, unknown> => JSON.parse(JSON.stringify(schema));

const description = `Every event an integrator may see of Rushes, as a [CloudEvents 1.0](https://github.com/cloudevents/spec/blob/v1.0.2/cloudevents/spec.md) event in structured JSON.

- \`type\` is \`io.rushes.<name>.v<version>\`. A published version never changes: a new shape is a new version.
- \`id\` is the event's place in the log, the same on every replay.
- \`subject\` is the resource the event is about, \`<collection>/<id>\`: \`workspaces\`, \`projects\`, \`folders\`, \`assets\` (with their versions), \`comments\`, \`links\` (with their visits), \`downloads\` or \`users\` (with their sessions and factors).
- \`rushesactor\` says who caused it (\`users/<id>\`, \`links/<id>\` for a share link's visitor, or \`system\`); \`rushesworkspace\` and \`rushesproject\` what it belongs to, when it belongs to one.`;

/** What every Rushes CloudEvent carries; each message narrows `type` and `data`. */
const cloudEvent = {
  type: 'object',
  required: [
    'specversion',
    'id',
    'source',
    'type',
    'subject',
    'time',
    'datacontenttype',
    'rushesactor',
    'data',
  ],
  properties: {
    specversion: { const: '1.0' },
    id: { type: 'string', description: "The event's place in the log: the same on every replay." },
    source: { type: 'string', format: 'uri-reference', description: 'The Rushes deployment.' },
    type: { type: 'string', description: '`io.rushes.<name>.v<version>`.' },
    subject: { type: 'string', description: 'The resource it is about, `<collection>/<id>`.' },
    time: { type: 'string', format: 'date-time', description: 'When it happened.' },
    datacontenttype: { const: 'application/json' },
    rushesactor: {
      type: 'string',
      description: 'Who caused it: `users/<id>`, `links/<id>` or `system`.',
    },
    rushesworkspace: { type: 'string', description: 'The workspace it happened in, if any.' },
    rushesproject: { type: 'string', description: 'The project it belongs to, if any.' },
    data: { type: 'object' },
  },
};

/**
 * The public catalogue as an AsyncAPI 3 document: a channel per public event (its address the
 * CloudEvents type without the version), a message per version whose payload is the whole
 * CloudEvent, and an operation to receive them. Its version grows with every public version.
 */
export function asyncApiDocument(catalogue: PublicCatalogue) {
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  const messages: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = { CloudEvent: cloudEvent };

  for (const { event, summary } of catalogue.mappings) {
    const versions = Object.keys(event.versions).map(Number);
    const byVersion: Record<string, { $ref: string }> = {};
    for (const version of versions) {
      const key = `${event.type}.v${version}`;
      const type = cloudEventType(event.type, version);
      const data = json(event.versions[version] as TSchema);
      schemas[key] = data;
      messages[key] = {
        name: type,
        title: type,
        summary,
        contentType: 'application/cloudevents+json',
        payload: {
          allOf: [
            { $ref: '#/components/schemas/CloudEvent' },
            {
              type: 'object',
              properties: { type: { const: type }, data: { $ref: `#/components/schemas/${key}` } },
            },
          ],
        },
      };
      byVersion[`v${version}`] = { $ref: `#/components/messages/${key}` };
    }
    channels[event.type] = {
      address: `io.rushes.${event.type}`,
      title: event.type,
      summary,
      messages: byVersion,
    };
    operations[event.type] = {
      action: 'receive',
      summary,
      channel: { $ref: `#/channels/${event.type}` },
      messages: versions.map((version) => ({
        $ref: `#/channels/${event.type}/messages/v${version}`,
      })),
    };
  }

  const published = catalogue.mappings.reduce((count, { event }) => count + event.latest, 0);
  return {
    asyncapi: '3.0.0',
    info: { title: 'Rushes events', version: `1.${published}.0`, description },
    defaultContentType: 'application/cloudevents+json',
    channels,
    operations,
    components: { schemas, messages },
  };
}
