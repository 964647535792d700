import { expect, type Page } from '@playwright/test';
import { admin } from '../fixtures.ts';
import { openTab } from './header.ts';
import { signIn } from './sign-in.ts';

export interface NewProject {
  workspace: string;
  title: string;
  /** What to type into the manager's person search (2 characters or more). */
  managerSearch: string;
  /** The person to pick from the search's results. */
  manager: string;
}

/** Projects → New Project: workspace, title, manager through the person search → Create. */
export async function createProject(page: Page, project: NewProject): Promise<void> {
  await openTab(page, 'Projects');
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await dialog.getByRole('combobox', { name: 'Workspace', exact: true }).click();
  await page.getByRole('option', { name: project.workspace, exact: true }).click();
  await dialog.getByLabel('Title', { exact: true }).fill(project.title);
  await dialog.getByRole('combobox', { name: 'Manager', exact: true }).fill(project.managerSearch);
  await page.getByRole('option', { name: project.manager }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
}

/** The project's row in the project list. */
export function projectRow(page: Page, title: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** Opens a project from the project list: its root folder. */
export async function openProject(page: Page, title: string): Promise<void> {
  await projectRow(page, title).getByRole('link', { name: title, exact: true }).click();
}

/** The administrator signs in, makes a project of the Default workspace they manage, opens it. */
export async function openNewProjectAsAdmin(page: Page, title: string): Promise<void> {
  await page.goto('/signin');
  await signIn(page, admin.email, admin.password);
  await createProject(page, {
    workspace: 'Default',
    title,
    managerSearch: 'adm',
    manager: 'Admin',
  });
  await openProject(page, title);
}
