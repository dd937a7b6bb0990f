// The one Rspack + Module Federation setup behind the shell and the three remotes, so the four never disagree
// on shared singletons, loaders or output.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import ReactRefreshPlugin from '@rspack/plugin-react-refresh';
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
        alias: { '@': path.join(dir, 'src') },
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
        new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), templateParameters: { title } }),
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
        !production && new ReactRefreshPlugin(),
      ].filter(Boolean),
      optimization: { minimize: production },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: true,
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
