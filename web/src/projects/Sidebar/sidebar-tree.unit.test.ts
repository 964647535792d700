import type { TreeNodeData } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { moreOf } from '../../folders/FolderTree/more-folders.tsx';
import {
  collectionMenuEntries,
  collectionNodeOf,
  type SidebarProject,
  sidebarMenuEntries,
  sidebarNodeOf,
  sidebarTreeData,
} from './sidebar-tree.ts';

const project = (id: string, allowedTo = { edit: true, delete: false }): SidebarProject => ({
  id,
  name: `Project ${id}`,
  allowedTo,
  rootFolder: { id: `root-${id}`, folderCount: 1 },
  collections: [],
});
const folder = (id: string, folderCount = 0, allowedTo = { edit: true, delete: true }) => ({
  id,
  name: `Folder ${id}`,
  folderCount,
  allowedTo,
});

describe('sidebarTreeData', () => {
  it('lists the projects the viewer edits, each opening into its folders as they load', () => {
    const children = new Map([
      ['root-p1', [folder('days', 1)]],
      ['days', [folder('day-1')]],
    ]);
    const data = sidebarTreeData(
      [project('p1'), project('p2', { edit: false, delete: false })],
      children,
    );
    expect(data.map((node) => node.value)).toEqual(['root-p1']);
    const [p1] = data;
    expect(p1?.label).toBe('Project p1');
    expect(p1?.hasChildren).toBe(true);
    // its Collections group first, then its folders
    const days = p1?.children?.[1];
    expect(days && sidebarNodeOf(days)).toMatchObject({
      kind: 'folder',
      projectId: 'p1',
      folderId: 'days',
      parentId: 'root-p1',
    });
    const day1 = days?.children?.[0];
    expect(day1 && sidebarNodeOf(day1)).toMatchObject({ folderId: 'day-1', parentId: 'days' });
    // not loaded yet: no children, though it may have some
    expect(sidebarTreeData([project('p3')], new Map())[0]).toMatchObject({
      hasChildren: true,
      children: undefined,
    });
    expect(day1?.hasChildren).toBe(false);
  });

  it("takes a loaded folder's own children over its count (folders moved in or out since)", () => {
    const movedIn = new Map([
      ['root-p1', [folder('day-2', 0)]],
      ['day-2', [folder('scene-4')]],
    ]);
    expect(sidebarTreeData([project('p1')], movedIn)[0]?.children?.[1]?.hasChildren).toBe(true);
    const movedOut = new Map([
      ['root-p1', [folder('day-1', 1)]],
      ['day-1', []],
    ]);
    expect(sidebarTreeData([project('p1')], movedOut)[0]?.children?.[1]?.hasChildren).toBe(false);
  });

  it('ends the loaded folders of a folder with more to load with a More folders node', () => {
    const children = new Map([
      ['root-p1', [folder('day-1', 1)]],
      ['day-1', [folder('scene-1')]],
    ]);
    const [p1] = sidebarTreeData([project('p1')], children, new Set(['root-p1']));
    const values = (node?: TreeNodeData) => node?.children?.map((child) => child.value);
    expect(values(p1)).toEqual(['collections:p1', 'day-1', 'more:root-p1']);
    expect(moreOf(p1?.children?.[2] as TreeNodeData)).toBe('root-p1');
    expect(moreOf(p1?.children?.[1] as TreeNodeData)).toBeNull();
    expect(values(p1?.children?.[1])).toEqual(['scene-1']);
  });
});

describe('the Collections group', () => {
  const collections = [
    { id: 'c1', name: 'Circled takes', definition: 'selected:yes' },
    { id: 'c2', name: 'Day 12', definition: 'day:12' },
  ];

  it('opens into the project’s collections, each a node of its own', () => {
    const [p1] = sidebarTreeData([{ ...project('p1'), collections }], new Map([['root-p1', []]]));
    const group = p1?.children?.[0];
    expect(p1?.hasChildren).toBe(true);
    expect(group && collectionNodeOf(group)).toEqual({
      kind: 'collections',
      projectId: 'p1',
      collectionId: '',
      name: 'Collections',
      definition: '',
      projectEdit: true,
    });
    expect(group?.children?.map((child) => child.value)).toEqual([
      'collection:c1',
      'collection:c2',
    ]);
    const first = group?.children?.[0];
    expect(first && collectionNodeOf(first)).toMatchObject({
      kind: 'collection',
      collectionId: 'c1',
      name: 'Circled takes',
      definition: 'selected:yes',
    });
    expect(p1 && collectionNodeOf(p1)).toBeNull();
  });

  it('offers New Collection on the group, Edit and Delete on a collection, to those who edit', () => {
    const node = {
      kind: 'collection' as const,
      projectId: 'p1',
      collectionId: 'c1',
      name: 'Circled takes',
      definition: 'selected:yes',
      projectEdit: true,
    };
    expect(collectionMenuEntries(node)).toEqual({ newCollection: false, edit: true, delete: true });
    expect(collectionMenuEntries({ ...node, kind: 'collections' })).toEqual({
      newCollection: true,
      edit: false,
      delete: false,
    });
    expect(collectionMenuEntries({ ...node, projectEdit: false })).toEqual({
      newCollection: false,
      edit: false,
      delete: false,
    });
  });
});

describe('sidebarMenuEntries', () => {
  it('offers Manage Users, Settings and Set Poster on an edited project, Delete where it may go', () => {
    const [node] = sidebarTreeData([project('p1', { edit: true, delete: true })], new Map());
    const projectNode = node && sidebarNodeOf(node);
    if (!projectNode) throw new Error('no node');
    expect(sidebarMenuEntries(projectNode, false)).toEqual({
      newProject: false,
      manageUsers: true,
      settings: true,
      setPoster: true,
      delete: true,
    });
    expect(sidebarMenuEntries(projectNode, true).newProject).toBe(true);
    expect(
      sidebarMenuEntries({ ...projectNode, allowedTo: { edit: true, delete: false } }, false),
    ).toMatchObject({ delete: false });
  });

  it('offers a folder Manage Users and Set Poster with the project, Delete with its own right', () => {
    const children = new Map([['root-p1', [folder('locked', 0, { edit: false, delete: false })]]]);
    const [node] = sidebarTreeData([project('p1')], children);
    const child = node?.children?.[1];
    if (!child) throw new Error('no folder');
    expect(sidebarMenuEntries(sidebarNodeOf(child), true)).toEqual({
      newProject: false,
      manageUsers: true,
      settings: false,
      setPoster: true,
      delete: false,
    });
  });
});
