#!/usr/bin/env node
import { main } from '../dist/bundle/cli/main.js';

await main(process.argv);
