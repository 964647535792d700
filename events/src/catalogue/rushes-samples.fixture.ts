// A sample of every version of every event type of Rushes, for the tests that read the log as it
// may be: the catalogue's own, and the public mapping's.

export const ids = {
  user: '0b6f1e0c-1c7e-4d39-9a53-2f0e8f3b8a01',
  workspace: '6a1d2f4e-8f0b-4c1e-b1a2-3c4d5e6f7a80',
  project: '9c8b7a6f-5e4d-4c3b-a2a1-0f9e8d7c6b5a',
  folder: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b',
  root: '2e3d4c5b-6a79-4887-9b6a-5c4d3e2f1a0b',
  asset: '4b5c6d7e-8f9a-4b1c-9d2e-3f4a5b6c7d8e',
  version: '5c6d7e8f-9a0b-4c2d-8e3f-4a5b6c7d8e9f',
  job: '6d7e8f9a-0b1c-4d3e-9f4a-5b6c7d8e9f0a',
  comment: '7e8f9a0b-1c2d-4e4f-8a5b-6c7d8e9f0a1b',
  link: '8f9a0b1c-2d3e-4f5a-9b6c-7d8e9f0a1b2c',
  visit: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  token: 'a0b1c2d3-e4f5-4a6b-9c7d-8e9f0a1b2c3d',
  webhook: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
  field: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f',
  rating: 'd3e4f5a6-b7c8-4d9e-8f0a-2b3c4d5e6f7a',
  collection: 'e4f5a6b7-c8d9-4e0f-9a1b-3c4d5e6f7a8b',
  round: 'f5a6b7c8-d9e0-4f1a-8b2c-4d5e6f7a8b9c',
  reviewSession: '0a6b7c8d-e9f0-4a1b-9c2d-5e6f7a8b9c0d',
  presenter: '1b7c8d9e-f0a1-4b2c-8d3e-6f7a8b9c0d1e',
  stage: '2c8d9e0f-a1b2-4c3d-9e4f-7a8b9c0d1e2f',
};

const key = (name: string) => `projects/${ids.project}/assets/${ids.asset}/${ids.version}/${name}`;
const sprite = {
  keys: [key('sprites/player_0.jpg')],
  columns: 6,
  rows: 10,
  tileWidth: 160,
  tileHeight: 90,
  frameCount: 60,
  intervalMs: 166.7,
};

const uploadStarted = {
  assetId: ids.asset,
  versionId: ids.version,
  projectId: ids.project,
  folderId: ids.folder,
  filename: 'A001_C002.mov',
  size: 2_147_483_648,
  contentType: 'video/quicktime',
  storageKey: key('source.mov'),
  multipartId: 'mp-1',
  partSize: 16_777_216,
  partCount: 128,
};

/** One sample per version of every media event. */
export const mediaSamples = {
  'asset.upload_started': {
    1: [uploadStarted],
    2: [
      { ...uploadStarted, via: 'web' },
      { ...uploadStarted, via: 'fast' },
    ],
  },
  'asset.upload_cancelled': { 1: [{ assetId: ids.asset, versionId: ids.version }] },
  'asset.upload_failed': {
    1: [{ assetId: ids.asset, versionId: ids.version, reason: 'size', storedSize: 99 }],
  },
  'asset.created': {
    1: [
      {
        id: ids.asset,
        projectId: ids.project,
        folderId: ids.folder,
        name: 'A001_C002',
        type: 'Video',
      },
    ],
  },
  'asset.version_added': {
    1: [
      {
        assetId: ids.asset,
        versionId: ids.version,
        projectId: ids.project,
        folderId: ids.folder,
        number: 1,
        filename: 'A001_C002.mov',
        size: 2_147_483_648,
        mimetype: 'video/quicktime',
        sourceKey: key('source.mov'),
        jobId: ids.job,
      },
    ],
  },
  'asset.renamed': { 1: [{ id: ids.asset, name: 'Scene 4 – take 2' }] },
  'asset.custom_values_set': {
    1: [
      {
        assetId: ids.asset,
        values: [
          { fieldId: ids.field, value: { type: 'TEXT', value: 'B' } },
          { fieldId: ids.rating, value: { type: 'NUMBER', value: 4 } },
        ],
      },
      {
        assetId: ids.asset,
        values: [
          {
            fieldId: ids.field,
            value: { type: 'POSITION', value: { latitude: 48.85, longitude: 2.29 } },
          },
          { fieldId: ids.rating, value: { type: 'DATETIME', value: '2026-12-12T09:30:00.000Z' } },
          { fieldId: ids.rating, value: { type: 'BOOLEAN', value: true } },
          { fieldId: ids.field, value: null },
        ],
      },
    ],
  },
  'version.review_status_set': {
    1: [
      { assetId: ids.asset, versionId: ids.version, status: 'approved' },
      { assetId: ids.asset, versionId: ids.version, status: null },
    ],
  },
  'asset.metadata_set': {
    1: [
      {
        assetId: ids.asset,
        entries: [
          { key: 'Scene', value: '12A' },
          { key: 'Take', value: '2' },
          { key: 'Circled', value: 'Y' },
        ],
        slate: { scene: '12A', take: '2', circled: true },
        source: { importId: ids.job, filename: 'Day 1.ale' },
      },
    ],
  },
  'metadata.imported': {
    1: [
      {
        importId: ids.job,
        projectId: ids.project,
        folderId: ids.folder,
        filename: 'Day 1.ale',
        format: 'ALE',
        part: 1,
        parts: 1,
        offset: 0,
        columns: ['Name', 'Scene', 'Take', 'Circled'],
        records: [
          {
            clipName: 'A001_C002',
            reel: 'A001',
            sourceStart: '01:00:00:00',
            sourceEnd: '01:00:10:00',
            fps: 25,
            values: ['A001_C002', '12A', '2', 'Y'],
            slate: { scene: '12A', take: '2', circled: true },
          },
        ],
      },
    ],
  },
  'items.deleted': {
    1: [
      {
        projectId: ids.project,
        folders: [{ id: ids.folder, parentId: ids.project, name: 'Day 1' }],
        folderIds: [ids.folder, ids.version],
        assets: [{ id: ids.asset, folderId: ids.job }],
      },
    ],
  },
  'items.moved': {
    1: [
      {
        projectId: ids.project,
        targetId: ids.folder,
        folders: [{ id: ids.version, fromParentId: ids.project, name: 'Day 1' }],
        assets: [{ id: ids.asset, fromFolderId: ids.project }],
      },
    ],
  },
  'items.copied': {
    1: [
      {
        projectId: ids.project,
        targetId: ids.folder,
        folders: [{ id: ids.job, sourceId: ids.version, parentId: ids.folder, name: 'Day 1 copy' }],
        assets: [{ id: ids.link, sourceId: ids.asset, folderId: ids.job }],
      },
    ],
  },
  'job.started': { 1: [{ jobId: ids.job, versionId: ids.version, attempt: 1 }] },
  'job.progress_reported': { 1: [{ jobId: ids.job, progress: 42 }] },
  'job.probed': {
    1: [
      {
        jobId: ids.job,
        versionId: ids.version,
        durationMs: 10_000,
        fps: 25,
        width: 1920,
        height: 1080,
        videoCodec: 'h264',
        audioCodec: 'aac',
        videoBitrate: 8_000_000,
        audioBitrate: 128_000,
        timecode: '01:00:00:00',
        colorTransfer: 'bt709',
        hdr: false,
      },
    ],
  },
  'job.level_playable': {
    1: [
      {
        jobId: ids.job,
        versionId: ids.version,
        masterKey: key('hls/master.m3u8'),
        level: {
          name: '270p',
          width: 480,
          height: 270,
          hdr: false,
          playlistKey: key('hls/270p/index.m3u8'),
        },
      },
    ],
  },
  'job.ladder_queued': {
    1: [
      {
        jobId: ids.job,
        versionId: ids.version,
        assetId: ids.asset,
        attempt: 1,
        outputs: {
          posterKey: key('poster.jpg'),
          thumbnailKey: key('thumbnail.jpg'),
          waveformKey: null,
          playerSprite: null,
          thumbnailSprite: null,
        },
      },
    ],
    2: [
      {
        jobId: ids.job,
        versionId: ids.version,
        assetId: ids.asset,
        attempt: 1,
        outputs: {
          posterKey: key('poster.jpg'),
          thumbnailKey: key('thumbnail.jpg'),
          waveformKey: null,
          playerSprite: null,
          thumbnailSprite: null,
        },
        ranges: 3,
      },
    ],
  },
  'job.range_queued': {
    1: [
      {
        jobId: ids.job,
        versionId: ids.version,
        assetId: ids.asset,
        attempt: 1,
        index: 1,
        startSeconds: 60.06,
        durationSeconds: 60.06,
      },
      {
        jobId: ids.job,
        versionId: ids.version,
        assetId: ids.asset,
        attempt: 1,
        index: 2,
        startSeconds: 120.12,
        durationSeconds: null,
      },
    ],
  },
  'job.range_encoded': { 1: [{ jobId: ids.job, attempt: 1, index: 2 }] },
  'job.join_queued': {
    1: [
      {
        jobId: ids.job,
        versionId: ids.version,
        assetId: ids.asset,
        attempt: 1,
        ranges: 3,
        outputs: {
          posterKey: key('poster.jpg'),
          thumbnailKey: key('thumbnail.jpg'),
          waveformKey: null,
          playerSprite: null,
          thumbnailSprite: null,
        },
      },
    ],
  },
  'job.level_published': {
    1: [
      {
        jobId: ids.job,
        versionId: ids.version,
        masterKey: key('hls/master.m3u8'),
        level: {
          name: '270p',
          width: 480,
          height: 270,
          bandwidth: 400_000,
          hdr: false,
          playlistKey: key('hls/270p/index.m3u8'),
        },
      },
    ],
  },
  'job.completed': {
    1: [
      {
        jobId: ids.job,
        versionId: ids.version,
        posterKey: key('poster.jpg'),
        thumbnailKey: key('thumbnail.jpg'),
        waveformKey: null,
        playerSprite: sprite,
        thumbnailSprite: { ...sprite, rows: 5, frameCount: 30 },
      },
    ],
  },
  'job.failed': { 1: [{ jobId: ids.job, reason: 'The file is not a video Rushes can read.' }] },
  'job.cancelled': { 1: [{ jobId: ids.job }] },
  'job.retry_requested': {
    1: [{ jobId: ids.job, assetId: ids.asset, versionId: ids.version, attempt: 2 }],
  },
  'comment.added': {
    1: [
      {
        id: ids.comment,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        parentId: null,
        text: 'Soften the key light here',
        start: 120,
        end: null,
      },
    ],
    2: [
      {
        id: ids.comment,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        authorId: ids.user,
        parentId: null,
        text: 'Soften the key light here',
        start: 120,
        end: null,
      },
    ],
    3: [
      {
        id: ids.comment,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        author: { kind: 'user', userId: ids.user },
        parentId: null,
        text: 'Soften the key light here',
        start: 120,
        end: null,
      },
      {
        id: ids.comment,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        author: {
          kind: 'visitor',
          linkId: ids.link,
          visitId: ids.visit,
          email: 'client@studio.tv',
        },
        parentId: ids.comment,
        text: 'Agreed',
        start: null,
        end: null,
      },
    ],
    4: [
      {
        id: ids.comment,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        author: { kind: 'user', userId: ids.user },
        parentId: null,
        text: '',
        start: 120,
        end: null,
        annotation: {
          width: 960,
          height: 540,
          scene: { version: '7.4.0', objects: [{ type: 'Rect', left: 10, top: 20 }] },
        },
      },
    ],
    5: [
      {
        id: ids.comment,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        author: { kind: 'token', tokenId: ids.token },
        parentId: null,
        text: 'Imported from the bin',
        start: 120,
        end: 240,
        annotation: null,
      },
    ],
    6: [
      {
        id: ids.comment,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        author: { kind: 'user', userId: ids.user },
        parentId: null,
        text: 'Soften the cut into the wide',
        start: 53,
        end: null,
        annotation: null,
        marker: { format: 'MEDIA_COMPOSER', user: 'Dana Editor', colour: 'red' },
        carriedFrom: null,
      },
      {
        id: ids.comment,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        author: { kind: 'user', userId: ids.user },
        parentId: null,
        text: 'Soften the key light here',
        start: 118,
        end: null,
        annotation: null,
        marker: null,
        carriedFrom: ids.comment,
      },
    ],
  },
  'comment.edited': { 1: [{ id: ids.comment, text: 'Soften the key light' }] },
  'comment.removed': { 1: [{ id: ids.comment }] },
};

const member = { projectId: ids.project, userId: ids.user };
const allowedTo = { view: true, edit: false, download: true, share: false, comment: true };
const zip = {
  id: ids.version,
  projectId: ids.project,
  name: 'Day 1.zip',
  fileCount: 20,
  bytes: 1e9,
};
const downloads = [
  zip,
  { id: ids.asset, projectId: ids.project, name: 'Take 1.mov', fileCount: 1, bytes: 0 },
];

/** One sample per version of every project access event. */
const accessSamples = {
  'project_member.added': {
    1: [
      {
        ...member,
        role: 'viewer',
        receiveFolderContentNotifications: true,
        receiveCommentNotifications: false,
      },
    ],
  },
  'project_member.role_changed': { 1: [{ ...member, role: 'supervisor' }] },
  'project_member.removed': { 1: [member] },
  'project_member.settings_changed': {
    1: [{ ...member, receiveFolderContentNotifications: false, receiveCommentNotifications: true }],
  },
  'folder_permission.set': { 1: [{ ...member, folderId: ids.folder, allowedTo }] },
  'folder_permission.removed': { 1: [{ ...member, folderId: ids.folder }] },
  'download.requested': {
    1: downloads,
    2: [...downloads.map((download) => ({ ...download, via: 'web' })), { ...zip, via: 'fast' }],
  },
  'download.streamed': {
    1: [
      { id: ids.version, outcome: 'completed' },
      { id: ids.version, outcome: 'stopped' },
      { id: ids.version, outcome: 'failed' },
    ],
  },
  'link.visited': {
    1: [
      { linkId: ids.link, visitId: ids.comment, email: 'client@studio.tv' },
      { linkId: ids.link, visitId: ids.job, email: null },
    ],
  },
  'link.played': {
    1: [{ linkId: ids.link, visitId: ids.comment, assetId: ids.asset, versionId: ids.version }],
  },
  'version.viewed': {
    1: [
      { projectId: ids.project, assetId: ids.asset, versionId: ids.version, original: false },
      { projectId: ids.project, assetId: ids.asset, versionId: ids.version, original: true },
    ],
  },
  'version.played': {
    1: [{ projectId: ids.project, assetId: ids.asset, versionId: ids.version }],
  },
};

/** One sample per version of every share link event. */
export const linkSamples = {
  'link.created': {
    1: [
      {
        id: ids.link,
        projectId: ids.project,
        token: 'q3Jx0d2YwL5m8ZkT1vBn7uHc4sEa9fGi6oPr_-AbCdE',
        name: 'Day 1 for the client',
        folderIds: [ids.folder],
        assetIds: [],
        canDownload: false,
        expiresAt: '2026-12-08T10:00:00.000Z',
        allowComments: false,
      },
    ],
  },
  'link.options_changed': {
    1: [
      { id: ids.link, name: 'Dailies', expiresAt: null },
      { id: ids.link, canDownload: true, allowComments: true },
      { id: ids.link, watermark: { text: 'CONFIDENTIAL', position: 'BOTTOMRIGHT' } },
      { id: ids.link, watermark: null },
    ],
    2: [
      { id: ids.link, name: 'Dailies', expiresAt: null },
      {
        id: ids.link,
        watermark: { type: 'CUSTOM', text: 'CONFIDENTIAL', position: 'BOTTOMRIGHT', opacity: 100 },
      },
      { id: ids.link, watermark: { type: 'USERNAME', text: '', position: 'CENTER', opacity: 40 } },
      { id: ids.link, watermark: null },
    ],
  },
  'link.password_set': {
    1: [
      { id: ids.link, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$bGluaw' },
      { id: ids.link, passwordHash: null },
    ],
  },
  'link.items_set': { 1: [{ id: ids.link, folderIds: [], assetIds: [ids.asset] }] },
  'link.collection_shared': { 1: [{ id: ids.link, collectionId: ids.collection }] },
  'link.sent': {
    1: [{ id: ids.link, recipients: ['dana@client.tv', 'eli@client.tv'], message: 'Take 2!' }],
  },
  'link.deleted': { 1: [{ id: ids.link }] },
};

/** One sample per version of every sign-in and session event. */
const sessionSamples = {
  'user.signed_in': {
    1: [
      {
        userId: ids.user,
        sessionId: ids.job,
        userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
        via: 'password',
      },
      { userId: ids.user, sessionId: ids.comment, userAgent: null, via: 'invite' },
    ],
    2: [{ userId: ids.user, sessionId: ids.job, userAgent: null, via: 'sso' }],
  },
  'sign_in.failed': {
    1: [
      { email: 'ada@example.com', userId: ids.user, userAgent: 'curl/8.5.0', reason: 'password' },
      { email: 'nobody@example.com', userId: null, userAgent: null, reason: 'limited' },
    ],
  },
  'session.ended': {
    1: [
      { sessionId: ids.job, userId: ids.user, reason: 'logout' },
      { sessionId: ids.comment, userId: ids.user, reason: 'idle' },
    ],
  },
};

/** One sample per version of every second-factor event. */
const factorSamples = {
  'auth_factor.added': {
    1: [
      {
        userId: ids.user,
        factorId: ids.job,
        type: 'app',
        phone: null,
        sealedSecret: 'v1.aXY.dGFn.Y3Q',
      },
      {
        userId: ids.user,
        factorId: ids.comment,
        type: 'sms',
        phone: '+447700900123',
        sealedSecret: null,
      },
    ],
  },
  'auth_factor.activated': {
    1: [
      { userId: ids.user, factorId: ids.job, step: 59_000_001 },
      { userId: ids.user, factorId: ids.comment, step: null },
    ],
  },
  'auth_factor.removed': { 1: [{ userId: ids.user, factorId: ids.job }] },
  'auth_factor.used': { 1: [{ userId: ids.user, factorId: ids.job, step: 59_000_002 }] },
  'recovery_codes.generated': {
    1: [{ userId: ids.user, sealedCodes: ['v1.aXY.dGFn.Y3Q', 'v1.aXY.dGFn.Y3R'] }],
  },
  'recovery_codes.discarded': { 1: [{ userId: ids.user }] },
  'recovery_code.used': { 1: [{ userId: ids.user, index: 3 }] },
  'verification.failed': {
    1: [
      {
        userId: ids.user,
        factorId: ids.job,
        userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari/604.1',
      },
      { userId: ids.user, factorId: 'recovery', userAgent: null },
    ],
  },
};

/** One sample per version of every notification event. */
const notificationSamples = {
  'project.template_saved': {
    1: [{ projectId: ids.project, type: 'subject', contents: 'New takes in [FOLDER]' }],
  },
  'project.template_reset': { 1: [{ projectId: ids.project, type: 'body' }] },
  'folder.notification_sent': {
    1: [
      {
        folderId: ids.folder,
        projectId: ids.project,
        subject: 'New takes in Day 1',
        body: 'Ada added new content to Feature / Day 1.',
        recipientIds: [ids.user],
      },
    ],
  },
};

/** One sample per version of every watermarked rendition event. */
export const renditionSamples = {
  'rendition.requested': {
    1: [
      {
        id: ids.job,
        attempt: 1,
        linkId: ids.link,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        sourceKey: `projects/${ids.project}/assets/${ids.asset}/${ids.version}/source.mov`,
        filename: 'A001_C002.mov',
        mimetype: 'video/quicktime',
        outputPrefix: `projects/${ids.project}/assets/${ids.asset}/${ids.version}/watermarks/${ids.job}/`,
        mark: { kind: 'TEXT', text: 'dana@client.tv' },
        position: 'BOTTOMRIGHT',
        opacity: 100,
      },
      {
        id: ids.job,
        attempt: 2,
        linkId: ids.link,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        sourceKey: 'p/a/v/source.mov',
        filename: 'A001_C002.mov',
        mimetype: 'video/quicktime',
        outputPrefix: 'p/a/v/watermarks/w/',
        mark: { kind: 'TIMECODE' },
        position: 'TOPLEFT',
        opacity: 55,
      },
    ],
    2: [
      {
        id: ids.job,
        attempt: 1,
        linkId: ids.link,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        sourceKey: `projects/${ids.project}/assets/${ids.asset}/${ids.version}/source.mov`,
        filename: 'A001_C002.mov',
        mimetype: 'video/quicktime',
        outputPrefix: `projects/${ids.project}/assets/${ids.asset}/${ids.version}/watermarks/${ids.job}/`,
        marks: [{ position: 'BOTTOMRIGHT', mark: { kind: 'TEXT', text: 'dana@client.tv' } }],
        fontSize: 32,
        opacity: 100,
        opacityBackground: 50,
        horizontalOffset: 32,
        verticalOffset: 32,
      },
      {
        id: ids.job,
        attempt: 2,
        linkId: ids.link,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        sourceKey: 'p/a/v/source.mov',
        filename: 'A001_C002.mov',
        mimetype: 'video/quicktime',
        outputPrefix: 'p/a/v/watermarks/w/',
        marks: [
          { position: 'TOPLEFT', mark: { kind: 'TIMECODE' } },
          { position: 'BOTTOMCENTER', mark: { kind: 'TEXT', text: 'Draft' } },
        ],
        fontSize: 72,
        opacity: 10,
        opacityBackground: 0,
        horizontalOffset: 0,
        verticalOffset: 100,
      },
    ],
    3: [
      {
        id: ids.job,
        attempt: 1,
        linkId: ids.link,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        sourceKey: `projects/${ids.project}/assets/${ids.asset}/${ids.version}/source.mov`,
        filename: 'A001_C002.mov',
        mimetype: 'video/quicktime',
        outputPrefix: `projects/${ids.project}/assets/${ids.asset}/${ids.version}/watermarks/${ids.job}/`,
        marks: [{ position: 'BOTTOMRIGHT', mark: { kind: 'TEXT', text: 'dana@client.tv' } }],
        fontSize: 32,
        opacity: 100,
        opacityBackground: 50,
        horizontalOffset: 32,
        verticalOffset: 32,
        live: false,
      },
      {
        id: ids.job,
        attempt: 2,
        linkId: ids.link,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        sourceKey: 'p/a/v/source.mov',
        filename: 'A001_C002.mov',
        mimetype: 'video/quicktime',
        outputPrefix: 'p/a/v/watermarks/w/',
        marks: [
          { position: 'TOPLEFT', mark: { kind: 'TIMECODE' } },
          { position: 'BOTTOMCENTER', mark: { kind: 'TEXT', text: 'Draft' } },
        ],
        fontSize: 72,
        opacity: 10,
        opacityBackground: 0,
        horizontalOffset: 0,
        verticalOffset: 100,
        live: true,
      },
    ],
  },
  'rendition.progressed': { 1: [{ id: ids.job, attempt: 1, percent: 40 }] },
  'rendition.playable': { 1: [{ id: ids.job, attempt: 1, masterKey: 'w/hls/master.m3u8' }] },
  'rendition.completed': {
    1: [
      {
        id: ids.job,
        attempt: 2,
        masterKey: 'w/hls/master.m3u8',
        posterKey: 'w/poster.jpg',
        downloadKey: 'w/download.mp4',
      },
      { id: ids.job, attempt: 1, masterKey: null, posterKey: null, downloadKey: 'w/picture.jpg' },
    ],
  },
  'rendition.failed': { 1: [{ id: ids.job, attempt: 1, reason: 'The file could not be read.' }] },
};

/** Every event type and version of the catalogue, each with its samples. */
export const rushesSamples = {
  'user.created': {
    1: [
      {
        id: ids.user,
        email: 'ada@example.com',
        name: 'Ada',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
        isSuperuser: true,
      },
    ],
  },
  'user.password_changed': {
    1: [
      {
        id: ids.user,
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$bmV3',
        via: 'reset',
      },
    ],
  },
  'user.invited': { 1: [{ id: ids.user, email: 'vic@example.com', name: 'Vic' }] },
  'user.details_changed': { 1: [{ id: ids.user, email: 'ada@example.org', name: 'Ada L' }] },
  'user.settings_changed': {
    1: [{ id: ids.user, autoPlay: false, prefersUploadV2: true }],
    2: [{ id: ids.user, autoPlay: true, prefersUploadV2: false, inboxMail: 'daily' }],
  },
  'user.deleted': { 1: [{ id: ids.user }] },
  'user.joined': {
    1: [
      {
        id: ids.user,
        name: 'Vic V',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$dmlj',
      },
    ],
  },
  'user.joined_through_provider': { 1: [{ id: ids.user }] },
  'workspace.created': { 1: [{ id: ids.workspace, name: 'Default', isDefault: true }] },
  'workspace_admin.added': { 1: [{ workspaceId: ids.workspace, userId: ids.user }] },
  'workspace_admin.removed': { 1: [{ workspaceId: ids.workspace, userId: ids.user }] },
  'workspace.annotations_set': { 1: [{ id: ids.workspace, enabled: true }] },
  'workspace.renamed': { 1: [{ id: ids.workspace, name: 'Commercials' }] },
  'workspace.deleted': {
    1: [{ id: ids.workspace, defaultWorkspaceId: ids.folder, projectIds: [ids.project] }],
  },
  'workspace.image_set': {
    1: [
      {
        id: ids.workspace,
        kind: 'logo',
        storageKey: `workspaces/${ids.workspace}/logo-${ids.user}`,
        contentType: 'image/png',
      },
    ],
  },
  'workspace.image_removed': { 1: [{ id: ids.workspace, kind: 'projectPoster' }] },
  'api_token.created': {
    1: [
      {
        id: ids.token,
        workspaceId: ids.workspace,
        name: 'Avid bin sync',
        scopes: ['assets:read', 'comments:write'],
        expiresAt: '2027-06-30T00:00:00.000Z',
      },
      {
        id: ids.token,
        workspaceId: null,
        name: 'Audit',
        scopes: ['events:read'],
        expiresAt: null,
      },
    ],
  },
  'api_token.revoked': { 1: [{ id: ids.token }] },
  'project_integration.enabled': {
    1: [{ projectId: ids.project, integration: 'MEDIACOMPOSER' }],
  },
  'project_integration.disabled': {
    1: [{ projectId: ids.project, integration: 'MEDIACOMPOSER' }],
  },
  'folder_delivery.updated': {
    1: [
      {
        folderId: ids.folder,
        projectId: ids.project,
        integration: 'MEDIACOMPOSER',
        files: [
          {
            kind: 'avid_markers',
            name: 'Day 1 markers.txt',
            storageKey: `deliveries/${ids.project}/${ids.folder}/mediacomposer/markers.txt`,
            contentType: 'text/plain; charset=utf-8',
            size: 412,
            sha256: 'a'.repeat(64),
          },
          {
            kind: 'ale',
            name: 'Day 1.ale',
            storageKey: `deliveries/${ids.project}/${ids.folder}/mediacomposer/clips.ale`,
            contentType: 'text/plain; charset=utf-8',
            size: 1_986,
            sha256: 'b'.repeat(64),
          },
        ],
      },
    ],
  },
  'folder_delivery.removed': {
    1: [{ folderId: ids.folder, projectId: ids.project, integration: 'MEDIACOMPOSER' }],
  },
  'custom_field.defined': {
    1: [
      {
        workspaceId: ids.workspace,
        fieldId: ids.field,
        name: 'Camera',
        type: 'TEXT',
        options: ['A', 'B', 'C'],
        required: false,
        shownInList: true,
      },
    ],
  },
  'custom_field.changed': {
    1: [
      {
        workspaceId: ids.workspace,
        fieldId: ids.rating,
        name: 'Rating',
        type: 'NUMBER',
        options: [],
        required: true,
        shownInList: false,
      },
    ],
  },
  'custom_fields.reordered': {
    1: [{ workspaceId: ids.workspace, fieldIds: [ids.rating, ids.field] }],
  },
  'custom_field.removed': {
    1: [{ workspaceId: ids.workspace, fieldId: ids.field, name: 'Camera' }],
  },
  'webhook.created': {
    1: [
      {
        id: ids.webhook,
        workspaceId: ids.workspace,
        url: 'https://hooks.example.com/rushes/T0k3nInThePath?team=post',
        eventTypes: ['io.rushes.comment.added', 'io.rushes.asset.created.v1'],
        description: 'Avid bin sync',
      },
    ],
  },
  'webhook.updated': {
    1: [
      {
        id: ids.webhook,
        workspaceId: ids.workspace,
        url: 'http://hooks.example.com:8443/rushes',
        eventTypes: ['io.rushes.comment.added'],
        description: '',
      },
    ],
  },
  'webhook.secret_rotated': {
    1: [
      {
        id: ids.webhook,
        workspaceId: ids.workspace,
        previousValidUntil: '2026-12-12T09:30:00.000Z',
      },
    ],
  },
  'webhook.disabled': {
    1: [
      { id: ids.webhook, workspaceId: ids.workspace, reason: 'manual' },
      { id: ids.webhook, workspaceId: ids.workspace, reason: 'failing' },
      { id: ids.webhook, workspaceId: ids.workspace, reason: 'gone' },
    ],
  },
  'webhook.enabled': { 1: [{ id: ids.webhook, workspaceId: ids.workspace }] },
  'webhook.deleted': { 1: [{ id: ids.webhook, workspaceId: ids.workspace }] },
  'api_token.used': {
    1: [
      {
        tokenId: ids.token,
        projectId: ids.project,
        channel: 'graphql',
        reads: ['node', 'project'],
      },
      {
        tokenId: ids.token,
        projectId: ids.project,
        channel: 'feed',
        reads: ['io.rushes.comment.added.v1'],
      },
    ],
  },
  'project.created': {
    1: [
      {
        id: ids.project,
        workspaceId: ids.workspace,
        name: 'Feature',
        managerId: ids.user,
        rootFolderId: ids.root,
      },
    ],
    2: [
      {
        id: ids.project,
        workspaceId: ids.workspace,
        name: 'Feature',
        managerId: ids.user,
        rootFolderId: ids.root,
        storagePrefix: 'eu',
        transferServer: 'asp2',
      },
      {
        id: ids.project,
        workspaceId: ids.workspace,
        name: 'Feature',
        managerId: ids.user,
        rootFolderId: ids.root,
        storagePrefix: '',
        transferServer: null,
      },
    ],
  },
  'project.transfer_server_changed': {
    1: [
      { id: ids.project, transferServer: 'Rushes Transfer' },
      { id: ids.project, transferServer: null },
    ],
  },
  'project.details_changed': {
    1: [
      {
        id: ids.project,
        name: 'Feature Film',
        production: 'Northern Lights',
        director: 'Ada',
        dop: 'Grace',
        managerId: ids.user,
        crew: ['Alan', 'Edsger'],
        shootingStart: '2026-12-01',
        shootingEnd: '2027-01-15',
      },
      { id: ids.project, shootingEnd: null },
    ],
  },
  'project.settings_changed': { 1: [{ id: ids.project, slateFormat: 'SCENE_TAKE' }] },
  'project.watermarks_changed': {
    1: [
      {
        id: ids.project,
        enabled: true,
        items: [
          { position: 'TOPLEFT', type: 'TIMECODE', text: '' },
          { position: 'BOTTOMRIGHT', type: 'CUSTOM', text: 'Draft' },
        ],
        fontSize: 32,
        opacity: 100,
        opacityBackground: 50,
        horizontalOffset: 0,
        verticalOffset: 20,
      },
    ],
  },
  'project.overlay_changed': {
    1: [{ id: ids.project, enabled: true, size: 100, opacity: 80, x: -50, y: 10 }],
  },
  'project.overlay_image_set': {
    1: [
      {
        id: ids.project,
        storageKey: `projects/${ids.project}/overlay-1.png`,
        contentType: 'image/png',
      },
    ],
  },
  'project.workspace_changed': {
    1: [{ id: ids.project, workspaceId: ids.workspace, fromWorkspaceId: ids.folder }],
  },
  'project.deleted': { 1: [{ id: ids.project }] },
  'collection.created': {
    1: [
      {
        id: ids.collection,
        projectId: ids.project,
        name: 'Circled takes of day 12',
        definition: 'selected:yes day:12 has:comments',
      },
    ],
  },
  'collection.renamed': {
    1: [
      {
        id: ids.collection,
        projectId: ids.project,
        name: 'Day 12 selects',
        previousName: 'Circled takes of day 12',
      },
    ],
  },
  'collection.redefined': {
    1: [{ id: ids.collection, projectId: ids.project, definition: 'selected:yes day:12' }],
  },
  'collection.deleted': {
    1: [{ id: ids.collection, projectId: ids.project, name: 'Day 12 selects' }],
  },
  'folder.created': {
    1: [
      { id: ids.folder, projectId: ids.project, parentId: ids.root, name: 'Day 1' },
      { id: ids.root, projectId: ids.project, parentId: null, name: 'Feature' },
    ],
  },
  'folder.poster_set': {
    1: [
      {
        id: ids.folder,
        storageKey: `folders/${ids.folder}/poster-${ids.user}.png`,
        contentType: 'image/png',
      },
    ],
  },
  'folder.poster_removed': { 1: [{ id: ids.folder }] },
  'folder.renamed': {
    1: [{ id: ids.folder, parentId: ids.project, name: 'Day 2', previousName: 'Day 1' }],
  },
  'folder.thumbnail_regenerated': {
    1: [
      { id: ids.folder, versionId: ids.version },
      { id: ids.folder, versionId: null },
    ],
  },
  'asset.live_created': {
    1: [
      {
        id: ids.asset,
        projectId: ids.project,
        folderId: ids.folder,
        name: 'Stage 4 feed',
        versionId: ids.version,
        keyFolder: `projects/${ids.project}/assets/${ids.asset}/`,
      },
    ],
  },
  'live.key_issued': { 1: [{ assetId: ids.asset, keyId: ids.token }] },
  'live.key_revoked': { 1: [{ assetId: ids.asset, keyId: ids.token }] },
  'live.started': {
    1: [
      {
        assetId: ids.asset,
        versionId: ids.version,
        projectId: ids.project,
        folderId: ids.folder,
        number: 1,
        protocol: 'rtmp',
        sourceKey: key('source.ts'),
        masterKey: key('live/master.m3u8'),
        playlistKey: key('live/hls/live/index.m3u8'),
        width: 1920,
        height: 1080,
        fps: 25,
        timecode: '10:00:00:00',
      },
      {
        assetId: ids.asset,
        versionId: ids.version,
        projectId: ids.project,
        folderId: ids.folder,
        number: 2,
        protocol: 'srt',
        sourceKey: key('source.ts'),
        masterKey: key('live/master.m3u8'),
        playlistKey: key('live/hls/live/index.m3u8'),
        width: 0,
        height: 0,
        fps: null,
        timecode: null,
      },
    ],
  },
  'live.ended': {
    1: [
      {
        assetId: ids.asset,
        versionId: ids.version,
        ended: 'feed_stopped',
        size: 52_428_800,
        durationMs: 61_000,
      },
    ],
  },
  'round.marked': {
    1: [
      {
        id: ids.round,
        projectId: ids.project,
        folderId: ids.folder,
        name: "Director's review 2",
        at: '2026-12-01T09:30:00.000Z',
      },
    ],
  },
  'round.removed': {
    1: [
      { id: ids.round, projectId: ids.project, folderId: ids.folder, name: "Director's review 2" },
    ],
  },
  'review_session.started': {
    1: [
      {
        id: ids.reviewSession,
        projectId: ids.project,
        name: 'Reel 3 with the director',
        assetIds: [ids.asset],
        presenterId: ids.presenter,
      },
    ],
  },
  'review_session.joined': { 1: [{ id: ids.reviewSession, userId: ids.user }] },
  'review_session.left': { 1: [{ id: ids.reviewSession, userId: ids.user }] },
  'review_session.control_passed': {
    1: [{ id: ids.reviewSession, fromUserId: ids.presenter, toUserId: ids.user }],
  },
  'review_session.shown': {
    1: [
      {
        id: ids.reviewSession,
        assetId: ids.asset,
        versionId: ids.version,
        position: 250,
        playing: false,
        rate: 1,
      },
    ],
  },
  'review_session.pointed': {
    1: [
      { id: ids.reviewSession, x: 0.25, y: 0.5 },
      { id: ids.reviewSession, x: null, y: null },
    ],
  },
  'review_session.ended': { 1: [{ id: ids.reviewSession }] },
  'review_session.invited': { 1: [{ id: ids.reviewSession, userIds: [ids.user] }] },
  'review_session.summary_mailed': {
    1: [
      { id: ids.reviewSession, userIds: [ids.presenter, ids.user] },
      { id: ids.reviewSession, userIds: [] },
    ],
  },
  'approval_workflow.set': {
    1: [
      {
        folderId: ids.root,
        projectId: ids.project,
        stages: [
          {
            id: ids.stage,
            name: 'Director',
            userIds: [ids.user],
            roles: ['supervisor'],
            rule: 'all',
            everyVersion: true,
            dueAt: '2026-12-10T17:00:00.000Z',
          },
        ],
      },
    ],
  },
  'approval_workflow.removed': { 1: [{ folderId: ids.root, projectId: ids.project }] },
  'comment.mentioned': {
    1: [
      {
        id: ids.comment,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        userIds: [ids.user],
      },
    ],
  },
  'comment.taken_in_session': {
    1: [
      {
        id: ids.comment,
        projectId: ids.project,
        assetId: ids.asset,
        versionId: ids.version,
        sessionId: ids.reviewSession,
      },
    ],
  },
  'inbox.items_read': { 1: [{ userId: ids.user, itemIds: [ids.comment] }] },
  'inbox.mailed': { 1: [{ userId: ids.user, itemIds: [ids.comment] }] },
  'inbox.all_read': { 1: [{ userId: ids.user, upTo: '2026-12-02T12:00:00.000Z' }] },
  'approval.reminder_sent': {
    1: [
      {
        assetId: ids.asset,
        versionId: ids.version,
        stageId: ids.stage,
        reviewerId: ids.user,
        dueAt: '2026-12-10T17:00:00.000Z',
      },
    ],
  },
  'version.approval_decided': {
    1: [
      {
        assetId: ids.asset,
        versionId: ids.version,
        folderId: ids.root,
        stageId: ids.stage,
        reviewerId: ids.user,
        decision: 'request_changes',
        note: 'Hold the wide two frames longer.',
      },
    ],
  },
  ...mediaSamples,
  ...accessSamples,
  ...linkSamples,
  ...renditionSamples,
  ...sessionSamples,
  ...factorSamples,
  ...notificationSamples,
};
