/**
 * The arithmetic of a sliding-window limit, apart from storage: given the actions a key took in
 * its window, how long until one more fits. Pure, so it is tested without a database
 * (rate-limit-window.test.ts); rate-limit.ts stores the actions.
 */

/** At most `max` actions (`count`) or `max` units of their amounts (`amount`) per window. */
export interface WindowRule {
  readonly windowSeconds: number;
  readonly max: number;
  readonly measure: 'count' | 'amount';
}

/** One past action of the key: how long ago, and what it weighed. */
export interface PastAction {
  readonly ageSeconds: number;
  readonly amount: number;
}

/**
 * Seconds to wait before an action weighing `amount` fits every rule: 0 when it fits now; else
 * until enough of the oldest actions leave the window (the whole window when it can never fit).
 * A rule with `max` 0 is off. `past` is ordered oldest first.
 */
export function secondsUntilAllowed(
  past: readonly PastAction[],
  rules: readonly WindowRule[],
  amount: number,
): number {
  let wait = 0;
  for (const rule of rules) {
    if (rule.max <= 0) continue;
    const weigh = (a: { amount: number }) => (rule.measure === 'count' ? 1 : a.amount);
    const need = weigh({ amount });
    const inWindow = past.filter((a) => a.ageSeconds < rule.windowSeconds);
    let used = inWindow.reduce((sum, a) => sum + weigh(a), 0);
    if (used + need <= rule.max) continue;
    let ruleWait = rule.windowSeconds;
    for (const action of inWindow) {
      used -= weigh(action);
      if (used + need <= rule.max && need <= rule.max) {
        ruleWait = rule.windowSeconds - action.ageSeconds;
        break;
      }
    }
    wait = Math.max(wait, Math.max(1, Math.ceil(ruleWait)));
  }
  return wait;
}
