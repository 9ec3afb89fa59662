// @ts-check
/**
 * Which features each feature may import (through its index, '@/features/<name>'): the features
 * form a graph without circles. What two features share moves down into a shared layer
 * (src/lib, src/components, src/config, src/api, src/remittance); what orchestrates several moves
 * up into src/app. A new import between features is declared here first; lint refuses one that
 * is not, and this module refuses a declaration that closes a circle.
 *
 * @typedef {Readonly<Record<string, readonly string[]>>} FeatureGraph
 */

/** @type {FeatureGraph} */
export const FEATURE_GRAPH = {
  'ui-options': [],
  kyc: [],
  pwa: [],
  auth: ['kyc'],
  account: ['auth', 'ui-options'],
  destinations: ['kyc', 'ui-options'],
  payments: ['ui-options'],
  'rate-alerts': ['ui-options'],
  'rate-calculator': ['rate-alerts', 'ui-options'],
  transactions: ['payments', 'ui-options'],
  beneficiaries: ['auth', 'destinations', 'payments', 'transactions'],
  'send-money': ['auth', 'beneficiaries', 'destinations', 'kyc', 'payments', 'rate-alerts', 'ui-options'],
  'send-money-other': ['beneficiaries', 'destinations', 'payments', 'rate-alerts', 'ui-options'],
  profile: ['auth', 'kyc', 'ui-options'],
  shell: ['auth', 'profile', 'pwa', 'rate-alerts', 'transactions', 'ui-options'],
  upgrades: ['auth', 'profile', 'shell', 'ui-options'],
  share: ['shell'],
};

/**
 * A circle in the graph, as the features met along it ('a', 'b', 'a'); null when there is none.
 *
 * @param {FeatureGraph} graph
 * @returns {string[] | null}
 */
export function findCircle(graph) {
  /** @type {Map<string, 'open' | 'done'>} */
  const state = new Map();
  /** @type {string[]} */
  const trail = [];
  /** @param {string} feature @returns {string[] | null} */
  const visit = (feature) => {
    state.set(feature, 'open');
    trail.push(feature);
    for (const next of graph[feature] ?? []) {
      if (state.get(next) === 'open') return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const circle = visit(next);
        if (circle) return circle;
      }
    }
    trail.pop();
    state.set(feature, 'done');
    return null;
  };
  for (const feature of Object.keys(graph)) {
    if (state.has(feature)) continue;
    const circle = visit(feature);
    if (circle) return circle;
  }
  return null;
}

/**
 * Throws when the graph names a feature it does not declare, lets a feature import itself, or has
 * a circle (named in the message).
 *
 * @param {FeatureGraph} graph
 */
export function checkFeatureGraph(graph) {
  for (const [feature, imports] of Object.entries(graph)) {
    for (const name of imports) {
      if (name === feature) throw new Error(`Feature '${feature}' is declared to import itself.`);
      if (!Object.hasOwn(graph, name))
        throw new Error(
          `Feature '${feature}' is declared to import '${name}', which is not a declared feature.`,
        );
    }
  }
  const circle = findCircle(graph);
  if (circle) throw new Error(`The feature graph has a circle: ${circle.join(' -> ')}.`);
}

/**
 * The graph as `import-x/no-restricted-paths` zones: each feature's folder may not import any
 * feature but those declared for it. Throws as checkFeatureGraph does.
 *
 * @param {FeatureGraph} graph
 * @param {{ root?: string }} [options] the features' folder, relative to the rule's basePath
 * @returns {{ target: string, from: string[], message: string }[]}
 */
export function featureZones(graph, { root = './src/features' } = {}) {
  checkFeatureGraph(graph);
  const features = Object.keys(graph);
  return features.flatMap((feature) => {
    const allowed = graph[feature] ?? [];
    const others = features.filter((other) => other !== feature && !allowed.includes(other));
    if (others.length === 0) return [];
    const declared = allowed.length > 0 ? allowed.join(', ') : 'none';
    return [
      {
        target: `${root}/${feature}`,
        from: others.map((other) => `${root}/${other}`),
        message: `The feature '${feature}' may import only the features declared for it in eslint/feature-graph.js (${declared}); declare a new one there, and keep the graph without circles.`,
      },
    ];
  });
}
