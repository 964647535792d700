import { deciderSpec } from '@rushes/events/testing';
import { describe, expect, it } from 'vitest';
import {
  type CreateProject,
  isDay,
  projectDecider,
  projectReleases,
  projectReservations,
  type UpdateProject,
} from './project.decider.ts';

const createProject = (overrides: Partial<CreateProject> = {}): CreateProject => ({
  type: 'CreateProject',
  projectId: 'p1',
  rootFolderId: 'f0',
  name: ' Feature ',
  workspaceId: 'w1',
  managerId: 'u2',
  storagePrefix: '',
  transferServer: 'Fast',
  ...overrides,
});

const created = {
  type: 'project.created' as const,
  data: {
    ...{ id: 'p1', workspaceId: 'w1', name: 'Feature', managerId: 'u2', rootFolderId: 'f0' },
    ...{ storagePrefix: '', transferServer: 'Fast' },
  },
};

const required = (field: string) => ({ field, rule: 'required' });

describe('CreateProject', () => {
  const spec = deciderSpec(projectDecider);

  it('creates the project with its root folder in one event', () => {
    spec.when(createProject()).then([created]);
  });

  it('does nothing when the project exists already', () => {
    spec.given([created]).when(createProject()).thenNothing();
  });

  it('requires a title', () => {
    spec.when(createProject({ name: ' ' })).thenRejects('VALIDATION_FAILED', required('name'));
  });

  it('requires a workspace', () => {
    spec
      .when(createProject({ workspaceId: null }))
      .thenRejects('VALIDATION_FAILED', required('workspaceId'));
  });

  it('requires a manager', () => {
    spec
      .when(createProject({ managerId: null }))
      .thenRejects('VALIDATION_FAILED', required('managerId'));
  });

  it('records the storage chosen and its transfer server, and requires a storage', () => {
    const onEurope = { storagePrefix: 'eu', transferServer: null };
    spec
      .when(createProject(onEurope))
      .then([{ ...created, data: { ...created.data, ...onEurope } }]);
    spec
      .when(createProject({ storagePrefix: null }))
      .thenRejects('VALIDATION_FAILED', required('storagePrefix'));
  });

  it('reserves the title whatever its case', () => {
    expect(projectReservations([created], projectDecider.initialState)).toEqual([
      {
        scope: 'project-title',
        key: 'feature',
        owner: 'p1',
        conflict: { field: 'name', entity: 'project' },
      },
    ]);
  });
});

const update = (details: UpdateProject['details']): UpdateProject => ({
  type: 'UpdateProject',
  projectId: 'p1',
  details,
});
const changed = (data: Record<string, unknown>) => ({
  type: 'project.details_changed' as const,
  data: { id: 'p1', ...data },
});
const stateAfter = (events: Parameters<typeof projectDecider.evolve>[1][]) =>
  events.reduce(projectDecider.evolve, projectDecider.initialState);

describe('UpdateProject', () => {
  const spec = deciderSpec(projectDecider);

  it('records only the fields that changed, trimmed', () => {
    spec
      .given([created])
      .when(update({ name: 'Feature', production: ' Northern Lights ', crew: [' Alan ', ' '] }))
      .then([changed({ production: 'Northern Lights', crew: ['Alan'] })]);
  });

  it('does nothing when nothing changed', () => {
    spec
      .given([created, changed({ director: 'Ada' })])
      .when(update({ director: 'Ada ' }))
      .thenNothing();
  });

  it('keeps shooting days as YYYY-MM-DD and clears an empty one', () => {
    spec
      .given([created, changed({ shootingEnd: '2026-12-24' })])
      .when(update({ shootingStart: '2026-12-01', shootingEnd: '' }))
      .then([changed({ shootingStart: '2026-12-01', shootingEnd: null })]);
  });

  it('refuses a date that is not a day', () => {
    for (const shootingStart of ['2026/12/01', '2026-02-30', 'soon']) {
      spec
        .given([created])
        .when(update({ shootingStart }))
        .thenRejects('VALIDATION_FAILED', { field: 'shootingStart', rule: 'date' });
    }
  });

  it('requires a title and a manager', () => {
    spec
      .given([created])
      .when(update({ name: '  ' }))
      .thenRejects('VALIDATION_FAILED', required('name'));
    spec
      .given([created])
      .when(update({ managerId: null }))
      .thenRejects('VALIDATION_FAILED', required('managerId'));
  });

  it('refuses a project that is not there, or was deleted', () => {
    spec.when(update({ name: 'X' })).thenRejects('NOT_FOUND', { field: 'id', entity: 'project' });
    spec
      .given([created, { type: 'project.deleted', data: { id: 'p1' } }])
      .when(update({ name: 'X' }))
      .thenRejects('NOT_FOUND', { field: 'id', entity: 'project' });
  });

  it('reserves a new title and releases the old one; a change of case keeps both', () => {
    const state = stateAfter([created]);
    const renamed = [changed({ name: 'Feature Film' })];
    expect(projectReservations(renamed, state).map((name) => name.key)).toEqual(['feature film']);
    expect(projectReleases(renamed, state).map((name) => name.key)).toEqual(['feature']);
    expect(projectReservations([changed({ name: 'FEATURE' })], state)).toEqual([]);
    expect(projectReleases([changed({ name: 'FEATURE' })], state)).toEqual([]);
  });
});

describe('ChangeProjectSettings', () => {
  const spec = deciderSpec(projectDecider);
  const settings = (slateFormat: string) =>
    ({ type: 'ChangeProjectSettings', projectId: 'p1', slateFormat }) as const;

  it('changes the slate format, Scene / Shot / Take being the default', () => {
    spec
      .given([created])
      .when(settings('SCENE_TAKE'))
      .then([{ type: 'project.settings_changed', data: { id: 'p1', slateFormat: 'SCENE_TAKE' } }]);
    spec.given([created]).when(settings('SCENE_SHOT_TAKE')).thenNothing();
  });

  it('refuses an unknown slate format', () => {
    spec
      .given([created])
      .when(settings('TAKE_ONLY'))
      .thenRejects('VALIDATION_FAILED', { field: 'slateFormat', rule: 'oneOf' });
  });
});

describe('ChangeProjectWorkspace and DeleteProject', () => {
  const spec = deciderSpec(projectDecider);
  const move = (workspaceId: string | null) =>
    ({ type: 'ChangeProjectWorkspace', projectId: 'p1', workspaceId }) as const;
  const remove = { type: 'DeleteProject', projectId: 'p1' } as const;
  const deleted = { type: 'project.deleted' as const, data: { id: 'p1' } };

  it('moves the project, naming the workspace it left', () => {
    spec
      .given([created])
      .when(move('w2'))
      .then([
        {
          type: 'project.workspace_changed',
          data: { id: 'p1', workspaceId: 'w2', fromWorkspaceId: 'w1' },
        },
      ]);
    spec.given([created]).when(move('w1')).thenNothing();
    spec
      .given([created])
      .when(move(null))
      .thenRejects('VALIDATION_FAILED', required('workspaceId'));
  });

  it('deletes once, and releases the title', () => {
    spec.given([created]).when(remove).then([deleted]);
    spec.given([created, deleted]).when(remove).thenNothing();
    spec.when(remove).thenRejects('NOT_FOUND', { field: 'id', entity: 'project' });
    expect(projectReleases([deleted], stateAfter([created])).map((name) => name.key)).toEqual([
      'feature',
    ]);
  });

  it('knows a day', () => {
    expect(['2024-02-29', '2025-02-29', '2026-13-01'].map(isDay)).toEqual([true, false, false]);
  });
});

describe('ChangeProjectLook', () => {
  const spec = deciderSpec(projectDecider);
  const watermarks = {
    enabled: true,
    items: [{ position: 'TOPLEFT' as const, type: 'CUSTOM' as const, text: ' Draft ' }],
    fontSize: 32,
    opacity: 100,
    opacityBackground: 50,
    horizontalOffset: 0,
    verticalOffset: 0,
  };
  const saved = {
    type: 'project.watermarks_changed' as const,
    data: {
      id: 'p1',
      ...watermarks,
      items: [{ position: 'TOPLEFT' as const, type: 'CUSTOM' as const, text: 'Draft' }],
    },
  };
  const look = (fields: object) =>
    ({ type: 'ChangeProjectLook', projectId: 'p1', ...fields }) as const;

  it('saves the watermark with its custom text trimmed, and nothing when it is the same', () => {
    spec.given([created]).when(look({ watermarks })).then([saved]);
    spec.given([created, saved]).when(look({ watermarks })).thenNothing();
  });

  it('saves the overlay alone, leaving the watermark', () => {
    const overlay = { enabled: true, size: 50, opacity: 100, x: 10, y: -10 };
    spec
      .given([created, saved])
      .when(look({ overlay }))
      .then([{ type: 'project.overlay_changed', data: { id: 'p1', ...overlay } }]);
  });

  it('refuses a value out of range, naming it, and a project that is gone', () => {
    spec
      .given([created])
      .when(look({ watermarks: { ...watermarks, fontSize: 11 } }))
      .thenRejects('VALIDATION_FAILED', { field: 'fontSize', rule: 'range' });
    spec
      .given([created, { type: 'project.deleted', data: { id: 'p1' } }])
      .when(look({ watermarks }))
      .thenRejects('NOT_FOUND', { field: 'id', entity: 'project' });
  });
});

describe('UpdateProject: the transfer server', () => {
  const spec = deciderSpec(projectDecider);
  const servers = [
    { name: 'Fast', storagePrefix: '' },
    { name: 'Faster', storagePrefix: '' },
    { name: 'asp2', storagePrefix: 'eu' },
  ];
  const serve = (name: string | null, details: UpdateProject['details'] = {}): UpdateProject => ({
    ...update(details),
    transferServer: { name, servers },
  });
  const serverChanged = (transferServer: string | null) => ({
    type: 'project.transfer_server_changed' as const,
    data: { id: 'p1', transferServer },
  });

  it('changes it to another of its storage, or none, and nothing when it is the same', () => {
    spec
      .given([created])
      .when(serve('Faster'))
      .then([serverChanged('Faster')]);
    spec
      .given([created])
      .when(serve(null))
      .then([serverChanged(null)]);
    spec.given([created]).when(serve('Fast')).thenNothing();
    spec
      .given([created, serverChanged(null)])
      .when(serve(null))
      .thenNothing();
  });

  it('changes it with the details in one decision', () => {
    spec
      .given([created])
      .when(serve('Faster', { director: 'Ada' }))
      .then([changed({ director: 'Ada' }), serverChanged('Faster')]);
  });

  it('refuses a server of another storage, or one the deployment lacks', () => {
    for (const name of ['asp2', 'Nowhere']) {
      spec
        .given([created])
        .when(serve(name))
        .thenRejects('VALIDATION_FAILED', { field: 'transferServer', rule: 'oneOf' });
    }
    const onEurope = { ...created, data: { ...created.data, storagePrefix: 'eu' } };
    spec
      .given([onEurope])
      .when(serve('asp2'))
      .then([serverChanged('asp2')]);
  });
});
