import type { ApprovalDecision, ApprovalRule } from '@rushes/events';
import type { ApprovalDecisionRow, ApprovalStageEntry } from '@rushes/migrations';
import type { Decided, StageRule } from '../assets/approval-stages.ts';

interface Member {
  userId: string;
  role: string;
}

/**
 * Each stage's rule with its reviewers now: the people named who are still members of the
 * project, and the members of the roles named.
 */
export function rulesOf(stages: readonly ApprovalStageEntry[], members: readonly Member[]) {
  const memberIds = new Set(members.map((member) => member.userId));
  return stages.map(
    (stage): StageRule => ({
      id: stage.id,
      rule: stage.rule as ApprovalRule,
      everyVersion: stage.everyVersion,
      reviewerIds: [
        ...new Set([
          ...stage.userIds.filter((id) => memberIds.has(id)),
          ...members.filter((member) => stage.roles.includes(member.role)).map((m) => m.userId),
        ]),
      ],
    }),
  );
}

/** The decisions by version, each version's in the order taken. */
export function decisionsByVersion(rows: readonly ApprovalDecisionRow[]) {
  const byVersion = new Map<string, Decided[]>();
  for (const row of rows) {
    const decided = {
      stageId: row.stageId,
      reviewerId: row.reviewerId,
      decision: row.decision as ApprovalDecision,
    };
    byVersion.set(row.versionId, [...(byVersion.get(row.versionId) ?? []), decided]);
  }
  return byVersion;
}

/**
 * The decisions of each version of an asset up to `versionId`, oldest version first: what
 * `standingOf` reads for that version. `versionIds` are the asset's versions, oldest first.
 */
export function historyUpTo(
  versionIds: readonly string[],
  versionId: string,
  byVersion: ReadonlyMap<string, readonly Decided[]>,
) {
  const until = versionIds.indexOf(versionId);
  const upTo = until < 0 ? [versionId] : versionIds.slice(0, until + 1);
  return upTo.map((id) => byVersion.get(id) ?? []);
}
