// A small local ESLint plugin for the import zones of DESIGN.md §2 that `no-restricted-imports` cannot see:
// it resolves each relative specifier against the importing file's path, so a path like
// '../../../../dentist/src/app/router' is judged by where it lands, not by how it is spelled.
// Zones (decision 21):
//   - no relative import crosses a workspace package or app (packages/<x>, apps/<x>);
//   - apps/<portal>/src/features/<a>/ never imports apps/<portal>/src/features/<b>/, and inside a portal imports
//     go one way, app/ -> features/ -> shared/;
//   - apps/server/src/modules/<a>/, and every server file outside modules/ (app.ts, jobs/, cli/, seed/, http/,
//     payments/, mail/, testing/, ...), reaches a module only through modules/<b>/index.ts
//     (tests and test support may also use another module's *.test-support.ts);
//   - apps/server/src/platform/ (what every module uses, issue 14 item 4) imports no module;
//   - in apps/server only repositories (*.repository.ts), src/db/, tests and the listed exceptions import drizzle-orm.
// A second rule, import-zones/no-cycle, reports an import that closes a circle (import-cycles.js).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathBack, resolveRelative } from './import-cycles.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const toPosix = (p) => p.split(path.sep).join('/');
const fromRoot = (absolute) => toPosix(path.relative(ROOT, absolute));
const stripExtension = (p) => p.replace(/\.(?:[cm]?[jt]sx?)$/, '');

/** The workspace directory a repository-relative path belongs to ('packages/ui', 'apps/server'), or null. */
const workspaceOf = (rel) => rel.match(/^(?:packages|apps)\/[^/]+(?=\/|$)/)?.[0] ?? null;
const featureOf = (rel) => rel.match(/^apps\/([^/]+)\/src\/features\/([^/]+)\//);
const portalLayerOf = (rel) => rel.match(/^apps\/([^/]+)\/src\/(app|features|shared)\//);
// app/ composes features/, features/ use shared/: a lower layer never imports a higher one.
const PORTAL_LAYER_RANK = { shared: 0, features: 1, app: 2 };
const moduleOf = (rel) => rel.match(/^apps\/server\/src\/modules\/([^/]+)\//);
// Where a server file outside modules/ sits, for the message: its folder under src/ ('jobs/'), or the file itself.
const serverPlaceOf = (rel) =>
  rel.match(/^apps\/server\/(?:src\/)?([^/]+\/)/)?.[1] ?? rel.replace(/^apps\/server\/(?:src\/)?/, '');
const isPlatform = (rel) => rel.startsWith('apps/server/src/platform/');
const isTestFile = (rel) =>
  /\.test\.tsx?$|\.test-support\.tsx?$/.test(rel) || /^apps\/server\/src\/testing\//.test(rel);

/** Reasons a specifier written in `file` breaks a zone; empty when it keeps them all. */
export function zoneViolations(file, specifier, { drizzleExceptions = {} } = {}) {
  const importer = fromRoot(path.resolve(file));
  const problems = [];
  if (specifier.startsWith('.')) {
    const target = fromRoot(path.resolve(path.dirname(path.resolve(file)), specifier));
    const from = workspaceOf(importer);
    const to = workspaceOf(target);
    // A package's own build config (apps/member/vite.config.ts) may use the shared build config at the root.
    const sharedBuildConfig = to === null && !target.includes('/') && !importer.includes('/src/');
    if (from !== null && from !== to && !sharedBuildConfig) {
      problems.push({ messageId: 'crossesPackage', data: { from, to: to ?? target } });
      return problems;
    }
    const featureFrom = featureOf(importer);
    const featureTo = featureOf(target + '/');
    if (featureFrom && featureTo && featureFrom[1] === featureTo[1] && featureFrom[2] !== featureTo[2]) {
      problems.push({
        messageId: 'crossesFeature',
        data: { from: featureFrom[2], to: featureTo[2], portal: featureFrom[1] },
      });
    }
    const layerFrom = portalLayerOf(importer);
    const layerTo = portalLayerOf(target + '/');
    if (
      layerFrom &&
      layerTo &&
      layerFrom[1] === layerTo[1] &&
      PORTAL_LAYER_RANK[layerTo[2]] > PORTAL_LAYER_RANK[layerFrom[2]]
    ) {
      problems.push({
        messageId: 'portalLayerUpward',
        data: { portal: layerFrom[1], from: layerFrom[2], to: layerTo[2] },
      });
    }
    const moduleFrom = moduleOf(importer);
    const moduleTo = moduleOf(target + '/');
    if (importer.startsWith('apps/server/') && moduleTo && moduleFrom?.[1] !== moduleTo[1]) {
      const door = `apps/server/src/modules/${moduleTo[1]}/index`;
      const throughDoor = stripExtension(target) === door || target === `apps/server/src/modules/${moduleTo[1]}`;
      const testSupport = isTestFile(importer) && /\.test-support$/.test(stripExtension(target));
      if (!throughDoor && !testSupport) {
        problems.push(
          moduleFrom
            ? { messageId: 'crossesModule', data: { from: moduleFrom[1], to: moduleTo[1] } }
            : { messageId: 'folderReachesModule', data: { from: serverPlaceOf(importer), to: moduleTo[1] } },
        );
      }
    }
    if (isPlatform(importer) && moduleTo) {
      problems.push({ messageId: 'platformImportsModule', data: { to: moduleTo[1] } });
    }
  } else if (/^drizzle-orm(?:\/|$)/.test(specifier) && importer.startsWith('apps/server/')) {
    const allowed =
      /\.repository\.ts$/.test(importer) ||
      importer.startsWith('apps/server/src/db/') ||
      isTestFile(importer) ||
      Object.keys(drizzleExceptions).some(
        (prefix) => importer === prefix || (prefix.endsWith('/') && importer.startsWith(prefix)),
      );
    if (!allowed) problems.push({ messageId: 'drizzleOutsideRepository', data: {} });
  }
  return problems;
}

const importZones = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'keep the import zones of DESIGN.md §2 for relative paths, features, server modules, the platform and Drizzle',
    },
    schema: [
      {
        type: 'object',
        properties: { drizzleExceptions: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } } },
        additionalProperties: false,
      },
    ],
    messages: {
      crossesPackage:
        "A relative import must not leave its package: {{from}} reaches into {{to}}. Import the package by name ('@dental/...').",
      crossesFeature:
        "Features of a portal do not import each other: {{portal}}'s feature '{{from}}' imports feature '{{to}}'. Compose them in app/routes or move the shared part to src/shared or packages/ui.",
      portalLayerUpward:
        'Inside {{portal}}, imports go app/ -> features/ -> shared/: {{from}}/ must not import {{to}}/.',
      crossesModule:
        "Server module '{{from}}' reaches into module '{{to}}': import it through modules/{{to}}/index.ts.",
      folderReachesModule:
        "Server code outside modules/ ({{from}}) reaches into module '{{to}}': import it through modules/{{to}}/index.ts.",
      platformImportsModule:
        "src/platform/ is what every module uses and imports no module: it imports module '{{to}}'. Pass what it needs in as a parameter or an interface.",
      drizzleOutsideRepository:
        'Only repositories (*.repository.ts), src/db/ and tests import drizzle-orm: move this SQL into a repository.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      for (const problem of zoneViolations(context.filename, source.value, options)) {
        context.report({ node: source, messageId: problem.messageId, data: problem.data });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

// No import cycle (issue 25 item 9, decision 45): an import whose target leads back to this file by static imports,
// type imports included (import-cycles.js says why), is reported with the circle it closes.
const noCycle = {
  meta: {
    type: 'problem',
    docs: {
      description: 'forbid an import that closes a circle of static imports (import-x/no-cycle, types included)',
    },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{route}}. Move what both sides need into a third file that neither imports back.',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveRelative(file, source.value);
      if (target === null || target === file) return;
      const route = pathBack(target, file);
      if (route !== null) {
        context.report({
          node: source,
          messageId: 'cycle',
          data: { route: [file, ...route].map(fromRoot).join(' -> ') },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'import-zones' }, rules: { 'import-zones': importZones, 'no-cycle': noCycle } };
