import graphql from '@graphql-eslint/eslint-plugin';

/**
 * The schema linter of `npm run lint` (decision 0116): the public GraphQL schema, as the merged
 * print `bff/schema.graphql` holds it, has a description everywhere and keeps Relay's conventions.
 * Biome lints everything else.
 */
export default [
  {
    files: ['bff/schema.graphql'],
    languageOptions: {
      parser: graphql.parser,
      parserOptions: { graphQLConfig: { schema: 'bff/schema.graphql' } },
    },
    plugins: { '@graphql-eslint': graphql },
    rules: {
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
      '@graphql-eslint/relay-page-info': 'error',
      '@graphql-eslint/relay-connection-types': 'error',
      // Every connection pages forward only (`first`, `after`), as the Relay spec allows; none
      // takes `last` and `before`.
      '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
      // The rule's extra "a list type wraps only an edge type" is not the Relay spec's: short,
      // whole lists (a folder's ancestors, an asset's versions) stay plain lists.
      '@graphql-eslint/relay-edge-types': ['error', { listTypeCanWrapOnlyEdgeType: false }],
      // Relay's mutations: one argument, `input`. Its name is not checked (`checkInputType`):
      // finalizeUpload and finalizeUploadV2 share FinalizeUploadInput, and uploadWorkspaceLogo
      // and uploadWorkspaceProjectPoster share UploadWorkspaceImageInput.
      '@graphql-eslint/input-name': 'error',
    },
  },
];
