// The one Rspack + Module Federation setup behind the shell and the three remotes, so the four never disagree
// on shared singletons, loaders or output.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { appConfigFromEnv } from '../app-config.mjs';

/** One instance of each across the host and the remotes: one React, one router, one store. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'react-toastify',
  '@site/shared-ui',
  // Not required to be single, but shared so each remote does not ship its own copy. (Icons and resolvers are
  // imported by subpath and tree-shaken per build instead.)
  'react-hook-form',
  'zod',
];

export function sharedDependencies(appDir) {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: dependencies[name] ?? false, strictVersion: false }]),
  );
}

/**
 * @param {{ dir: string, name: string, port: number, exposes?: Record<string, string>, title: string }} app
 */
export function createConfig({ dir, name, port, exposes, title }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = !exposes;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // Lazy compilation breaks a remote's async bootstrap (its hot-update chunk goes missing): compile it all.
      lazyCompilation: false,
      output: {
        path: path.join(dir, 'dist'),
        // Remotes load their chunks from their own origin, wherever they are deployed.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // Dev: every build's React Refresh runtime hands over to the one of the build loaded first (react-refresh/).
        alias: { '@': path.join(dir, 'src'), ...(production ? {} : { 'react-refresh': path.join(dir, '..', 'scripts', 'rspack', 'react-refresh') }) },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: !production } },
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // The page (standalone runs) is served from the app's own origin: absolute script paths work on deep links.
        new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), templateParameters: { title }, publicPath: '/' }),
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
        }),
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
  };
}
