import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import { type DeliveredFile, folderDeliveryDecider } from './folder-delivery.decider.ts';
import { projectIntegrationDecider } from './project-integration.decider.ts';

const projectId = 'project-1';
const folderId = 'folder-1';
const integration = 'MEDIACOMPOSER' as const;

describe("a project's integrations", () => {
  const spec = deciderSpec(projectIntegrationDecider);
  const enable = { type: 'EnableIntegration', projectId, integration } as const;
  const disable = { type: 'DisableIntegration', projectId, integration } as const;
  const enabled = {
    type: 'project_integration.enabled',
    data: { projectId, integration },
  } as const;
  const disabled = {
    type: 'project_integration.disabled',
    data: { projectId, integration },
  } as const;

  it('turn on, and turning on again does nothing', () => {
    spec.given([]).when(enable).then([enabled]);
    spec.given([enabled]).when(enable).then([]);
  });

  it('turn off once on, and off again does nothing', () => {
    spec.given([enabled]).when(disable).then([disabled]);
    spec.given([enabled, disabled]).when(disable).then([]);
    spec.given([]).when(disable).then([]);
    spec.given([enabled, disabled]).when(enable).then([enabled]);
  });
});

describe("a folder's delivery", () => {
  const spec = deciderSpec(folderDeliveryDecider);
  const markers: DeliveredFile = {
    kind: 'avid_markers',
    name: 'Day 1 markers.txt',
    storageKey: 'deliveries/p/f/mediacomposer/markers.txt',
    contentType: 'text/plain; charset=utf-8',
    size: 40,
    sha256: 'a'.repeat(64),
  };
  const ale: DeliveredFile = { ...markers, kind: 'ale', name: 'Day 1.ale', sha256: 'b'.repeat(64) };
  const record = (files: DeliveredFile[]) =>
    ({ type: 'RecordDelivery', folderId, projectId, integration, files }) as const;
  const updated = (files: DeliveredFile[]) =>
    ({
      type: 'folder_delivery.updated',
      data: { folderId, projectId, integration, files },
    }) as const;
  const removed = {
    type: 'folder_delivery.removed',
    data: { folderId, projectId, integration },
  } as const;

  it('records new files, and the same files again (in any order) are nothing new', () => {
    spec
      .given([])
      .when(record([markers, ale]))
      .then([updated([markers, ale])]);
    spec
      .given([updated([markers, ale])])
      .when(record([ale, markers]))
      .then([]);
  });

  it('records a changed hash, or a new name after a rename', () => {
    const changed = { ...markers, sha256: 'c'.repeat(64), size: 80 };
    spec
      .given([updated([markers, ale])])
      .when(record([changed, ale]))
      .then([updated([changed, ale])]);
    const renamed = { ...ale, name: 'Day 2.ale' };
    spec
      .given([updated([markers, ale])])
      .when(record([markers, renamed]))
      .then([updated([markers, renamed])]);
  });

  it('removes the files when none are left, once', () => {
    spec
      .given([updated([markers, ale])])
      .when(record([]))
      .then([removed]);
    spec
      .given([updated([markers, ale]), removed])
      .when(record([]))
      .then([]);
    spec.given([]).when(record([])).then([]);
  });
});
