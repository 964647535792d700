/** `project_template` (the templates' projection): a project's own subject or body. */
export interface ProjectTemplateTable {
  projectId: string;
  /** subject or body */
  type: string;
  contents: string;
}
