/** Finds a ruleset by id or alias, loads its module once. Knows no ruleset by name. */
import { distance, suggest, toId } from '../diagnostics/names.js';
import type { Ruleset, RulesetManifest } from './ruleset.js';

export class Registry {
  private readonly byKey = new Map<string, RulesetManifest>();
  private readonly loaded = new Map<string, Promise<Ruleset>>();

  constructor(readonly manifests: readonly RulesetManifest[]) {
    for (const manifest of manifests) {
      this.byKey.set(manifest.id, manifest);
      for (const alias of manifest.aliases) this.byKey.set(toId(alias), manifest);
    }
  }

  find(name: string): RulesetManifest | undefined {
    return this.byKey.get(toId(name));
  }

  ids(): string[] {
    return this.manifests.map((m) => m.id);
  }

  suggest(name: string): string[] {
    return suggest(name, this.ids());
  }

  /** The one id nearest to a mistyped name: the closest suggestion, else the id whose beginning is nearest to it. */
  nearest(name: string): string {
    const close = this.suggest(name)[0];
    if (close) return close;
    const wanted = toId(name);
    const score = (id: string) => distance(wanted, id.slice(0, wanted.length));
    return this.ids().reduce((best, id) => (score(id) < score(best) ? id : best));
  }

  load(manifest: RulesetManifest): Promise<Ruleset> {
    let ruleset = this.loaded.get(manifest.id);
    if (!ruleset) {
      ruleset = manifest.load();
      this.loaded.set(manifest.id, ruleset);
    }
    return ruleset;
  }
}
