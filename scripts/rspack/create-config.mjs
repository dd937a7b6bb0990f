// The one Rspack + Module Federation setup behind the shell and the three remotes, so the four never disagree
// on shared singletons, loaders or output.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { appConfigFromEnv, portsFromEnv } from '../app-config.mjs';
import { JsSharePlugin } from './startup-js.mjs';

/**
 * One instance of each across the host and the remotes. The router, the store and the toasts are one instance too:
 * the apps reach them through shared-ui's re-exports, so they are tree-shaken instead of shipped whole. Everything
 * else (forms, zod, icons) is bundled per build and loads only with the code that uses it.
 */
export const SINGLETONS = ['react', 'react-dom', '@site/shared-ui'];

/** Workspace packages (the contracts) are bundled from their TypeScript source, not their Node build. */
const SOURCE_FIRST = ['source', '...'];
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;
const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The one page template of the four apps; each fills in its own title. */
const TEMPLATE = path.join(HERE, 'index.html');
const require = createRequire(import.meta.url);
/** The federation SDK's Node-only script loader: browser builds get a stand-in (browser/mf-sdk-node.mjs). */
const MF_SDK_NODE = require.resolve('@module-federation/sdk').replace(/index\.cjs$/, 'node.js');
/**
 * The federation runtime as ES modules. Rspack's federation plugin names its CommonJS build (it resolves the
 * runtime as Node would), which can be neither tree-shaken nor joined into one scope: the ES build of the same
 * version is smaller in the shell's start-up script and in every remote entry.
 */
const runtimeTools = { paths: [path.dirname(require.resolve('@module-federation/runtime-tools'))] };
const esm = (cjs) => cjs.replace(/\.cjs$/, '.js');
const MF_RUNTIME = require.resolve('@module-federation/runtime', runtimeTools);
const MF_RUNTIME_AS_ESM = {
  ...Object.fromEntries(
    [
      MF_RUNTIME,
      require.resolve('@module-federation/webpack-bundler-runtime', runtimeTools),
      require.resolve('@module-federation/inject-external-runtime-core-plugin'),
    ].map((cjs) => [`${cjs}$`, esm(cjs)]),
  ),
  // The name the plugin aliases to the CommonJS file, as the shell's own imports use it.
  '@module-federation/runtime': esm(MF_RUNTIME),
};

/**
 * Each package's catalogues (`src/locales/hi.json`, `mr.json`) are compiled into Lingui's messages at build time
 * (docs/i18n.md).
 */
/** A font asked for as `font.woff2?subset=NAME` is cut to that subset as it is built (font-subset-loader.mjs). */
const fontSubsetRule = {
  test: /\.woff2$/,
  resourceQuery: /subset=/,
  loader: path.join(path.dirname(fileURLToPath(import.meta.url)), 'font-subset-loader.mjs'),
};

const messagesRule = {
  test: /[\\/]src[\\/]locales[\\/][a-z]{2}\.json$/,
  loader: path.join(path.dirname(fileURLToPath(import.meta.url)), 'messages-loader.mjs'),
  type: 'javascript/auto',
};

/** Every text asset of a production build is written beside itself as .br and .gz, for the static servers to send. */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outDir = compilation.outputOptions.path;
      for (const name of Object.keys(compilation.assets)) {
        if (!COMPRESSIBLE.test(name) || name.endsWith('.map')) continue;
        const file = path.join(outDir, name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    });
  }
}

/**
 * The host lists what it runs at start-up, for its server to name in the page's hints (and the Devanagari type's
 * files, which Hindi and Marathi pages name besides): the chunks of the shared
 * singletons it provides, then those of its `bootstrap` import. Not the federation manifest's shared chunks: they
 * also name each singleton's fallback copy, which only a container without a provider loads. The host is the
 * provider, so a page preloading react-dom's fallback chunk never ran it (Chromium warned on every page).
 */
class StartupAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartupAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const provided = compilation.chunkGroups.filter((g) => g.origins.some((o) => o.module?.identifier().startsWith('provide shared module ')));
        const bootstrap = compilation.namedChunkGroups.get('bootstrap');
        const files = [...new Set([...provided, bootstrap].filter(Boolean).flatMap((g) => g.chunks.flatMap((c) => [...c.files])))];
        // The Devanagari type of Hindi and Marathi pages (its own chunk, `devanagari`): its styles and font files.
        const devanagari = compilation.namedChunkGroups.get('devanagari')?.chunks ?? [];
        const type = {
          styles: devanagari.flatMap((c) => [...c.files]).filter((f) => f.endsWith('.css')),
          fonts: devanagari.flatMap((c) => [...c.auxiliaryFiles]).filter((f) => f.endsWith('.woff2')),
        };
        const json = JSON.stringify({ scripts: files.filter((f) => f.endsWith('.js')), styles: files.filter((f) => f.endsWith('.css')), devanagari: type });
        compilation.emitAsset('startup-assets.json', new rspack.sources.RawSource(json));
      });
    });
  }
}

/** Node builds read TypeScript and JSX like the browser builds; styles and images only matter in the browser. */
const nodeRules = [
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    type: 'javascript/auto',
  },
  messagesRule,
  { test: /\.css$/, type: 'asset/source' },
  { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset/inline' },
  // A font's address only (the browser build emits the file under the same name).
  { test: /\.woff2$/, type: 'asset/resource', generator: { emit: false, filename: 'fonts/[name].[contenthash:8][ext]' } },
  fontSubsetRule,
];

function nodeConfig(dir, { name, entry, outDir, filename, externals, plugins = [] }) {
  return {
    name,
    mode: 'production',
    target: 'node22',
    context: dir,
    entry,
    devtool: false,
    output: { path: outDir, filename, library: { type: 'commonjs2' }, clean: true, asyncChunks: false },
    externals,
    externalsType: 'commonjs',
    plugins,
    resolve: { extensions: ['.tsx', '.ts', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] }, conditionNames: SOURCE_FIRST },
    module: { rules: nodeRules },
    optimization: { minimize: true, splitChunks: false },
    performance: { hints: false },
  };
}

/** The host's server code (shell/server): pages drawn on the server, with the page table shared with the browser. */
export function createServerConfig({ dir }) {
  return nodeConfig(dir, { name: 'server', entry: { server: './server/index.ts' }, outDir: path.join(dir, 'dist-server'), filename: '[name].cjs' });
}

/**
 * A remote's pages for the shell's server (`dist/server/routes.cjs`, served beside the remote's browser files): one
 * CommonJS file whose React and shared-ui come from the server that runs it, as a shared singleton would in the
 * browser. Unsigned: a build depends on no key, so a cached build is safe to share; making a release signs it.
 */
export function createRemoteServerConfig({ dir }) {
  const shared = ['react', 'react/jsx-runtime', 'react-dom', '@site/shared-ui'];
  return nodeConfig(dir, {
    name: 'remote-server',
    entry: { routes: './src/app/routes.tsx' },
    outDir: path.join(dir, 'dist', 'server'),
    filename: '[name].cjs',
    externals: Object.fromEntries(shared.map((m) => [m, m])),
  });
}

export function sharedDependencies(appDir) {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: dependencies[name] ?? false, strictVersion: false }]));
}

/**
 * @param {string} configUrl the app's rspack.config.mjs (`import.meta.url`), whose folder is the app's
 * @param {{ name: string, app: 'shell' | 'main' | 'integrated' | 'admin', title: string }} options the federation
 *   name, the app (its port), the page title. The shell is the host; the others are remotes exposing their routes.
 *
 * Development: one build per app (HMR), the remote's container and its standalone page together.
 * Production, for a remote: two builds in one `dist/`. The container (`remoteEntry.js` + exposed chunks) leaves the
 * federation runtime to the shell, which halves each remote entry; the standalone page (`index.html`) is a plain
 * app with everything bundled, because it runs without the shell.
 */
const withPlugin = (config, plugin) => ({ ...config, plugins: [...config.plugins, plugin] });

export function createConfig(configUrl, { name, app: id, title }) {
  const dir = path.dirname(fileURLToPath(configUrl));
  const exposes = id === 'shell' ? undefined : { './Routes': './src/app/routes.tsx' };
  const app = { dir, name, port: portsFromEnv()[id], exposes, title };
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    if (!production) return buildConfig(app, { production, federation: true, page: true });
    if (!app.exposes) return [buildConfig(app, { production, federation: true, page: true }), createServerConfig(app)];
    return [
      { ...withPlugin(buildConfig(app, { production, federation: true, page: false }), new JsSharePlugin(id)), name: 'container' },
      { ...buildConfig(app, { production, federation: false, page: true }), name: 'standalone', dependencies: ['container'] },
      { ...createRemoteServerConfig(app), dependencies: ['standalone'] },
    ];
  };
}

function buildConfig({ dir, name, port, exposes, title }, { production, federation, page }) {
  const isHost = !exposes;
  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2022'],
    context: dir,
    entry: page ? { main: './src/index.ts' } : {},
    // Production maps stay in dist/ for the team's tools: the bundles do not point at them and the servers never send them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    // Lazy compilation breaks a remote's async bootstrap (its hot-update chunk goes missing): compile it all.
    lazyCompilation: false,
    output: {
      path: path.join(dir, 'dist'),
      // Remotes load their chunks from their own origin, wherever they are deployed.
      publicPath: isHost || !federation ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      // The standalone page of a remote shares its folder with the container: its own chunk namespace.
      uniqueName: federation ? name : `${name}_page`,
      // The standalone build runs second and keeps the container's files.
      clean: federation,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: SOURCE_FIRST,
      // Dev: every build's React Refresh runtime hands over to the one of the build loaded first (react-refresh/).
      alias: {
        ...(production ? {} : { 'react-refresh': path.join(dir, '..', 'scripts', 'rspack', 'react-refresh') }),
        ...MF_RUNTIME_AS_ESM,
        [`${MF_SDK_NODE}$`]: path.join(HERE, 'browser', 'mf-sdk-node.mjs'),
        zod$: path.join(HERE, 'browser', 'zod-jitless.mjs'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // Modern browsers only: no ES5 helpers or regenerator in every chunk.
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: !production } },
            },
          },
          type: 'javascript/auto',
        },
        messagesRule,
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset/resource' },
        // Named with their content's hash, so the static servers keep them for a year.
        { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:8][ext]' } },
        fontSubsetRule,
      ],
    },
    plugins: [
      // The page (standalone runs) is served from the app's own origin: absolute script paths work on deep links.
      page && new rspack.HtmlRspackPlugin({ template: TEMPLATE, templateParameters: { title }, publicPath: '/' }),
      federation &&
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedDependencies(dir),
          // A remote's entry loads only when its route is visited; one unreachable remote cannot blank the page.
          shareStrategy: 'loaded-first',
          // Type generation hangs development builds.
          dts: false,
          manifest: true,
          // Production: the shell provides the federation runtime to every remote entry.
          experiments: production ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : undefined,
        }),
      production && isHost && new StartupAssetsPlugin(),
      production && new PrecompressPlugin(),
      // One library name for all four builds: the refresh runtime is injected once, by the first build loaded.
      !production && new ReactRefreshRspackPlugin({ library: 'site', exclude: [/[\\/]node_modules[\\/]/, /[\\/]scripts[\\/]rspack[\\/]/] }),
    ].filter(Boolean),
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      // A remote's code runs in the shell's page: its HMR client must reach its own server, from the shell's origin.
      client: { webSocketURL: { hostname: 'localhost', port } },
      allowedHosts: 'all',
      headers: { 'Access-Control-Allow-Origin': '*' },
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'app-config',
          path: '/app-config.json',
          // The dev server runs on connect, not Express: no res.json().
          middleware: (_req, res) => {
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify(appConfigFromEnv(process.env)));
          },
        });
        return middlewares;
      },
    },
  };
}
