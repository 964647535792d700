import { type Projection, projectTemplateReset, projectTemplateSaved } from '@rushes/events';
import type { Database } from '@rushes/migrations';

/** Each project's own notification templates (`project_template`). */
export const templatesProjection: Projection<Database> = {
  name: 'project-templates',
  tables: ['project_template'],
  handles: [projectTemplateSaved.type, projectTemplateReset.type],
  async apply(trx, event) {
    if (projectTemplateSaved.is(event)) {
      const { projectId, type, contents } = event.data;
      await trx
        .insertInto('projectTemplate')
        .values({ projectId, type, contents })
        .onConflict((conflict) => conflict.columns(['projectId', 'type']).doUpdateSet({ contents }))
        .execute();
    } else if (projectTemplateReset.is(event)) {
      const { projectId, type } = event.data;
      await trx
        .deleteFrom('projectTemplate')
        .where('projectId', '=', projectId)
        .where('type', '=', type)
        .execute();
    }
  },
};
