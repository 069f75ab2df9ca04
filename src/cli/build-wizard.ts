/**
 * The questions of `build`, asked with @inquirer/prompts (loaded here only). The ruleset's builder says what
 * to ask and what is legal; every answer is an edit judged by the ruleset's checks before it is made; the
 * file is written once, at "save", and only when the whole band is valid. Ctrl-C leaves it untouched.
 */
import { parseDocument } from 'yaml';
import { newBandText, printBand, type Edit } from '../core/band-edit.js';
import { readIfExists, writeIfUnchanged } from '../core/band-write.js';
import { makeParents } from '../core/destination.js';
import { draftOf, refusalOf, stepContext, withEdits, type BuildAsk, type BuildChoice, type BuildStep, type Builder, type Draft, type StepContext } from '../core/builder.js';
import { isError } from '../core/diagnostics.js';
import { EscarmoucheError, EXIT, usageError } from '../core/errors.js';
import type { Member, Options, Ruleset } from '../core/ruleset.js';
import { registry } from '../rulesets/index.js';
import { judgeText, learnWords, openBand, requireBuilder } from './build-band.js';
import type { Context } from './context.js';
import { locked } from './locked.js';
import { renderDiagnostic, renderView } from './render.js';

type Prompts = typeof import('@inquirer/prompts');

/** Conventional exit code of a program stopped by Ctrl-C (128 + SIGINT). */
const INTERRUPTED = 130;
const DONE = '\u0000done';
const PAGE_SIZE = 15;

/**
 * A closed terminal: die of the hang-up at once, as terminal programs do. Node would otherwise fail to
 * restore a terminal that is gone and abort with a trace; nothing is written either way.
 */
function hangUp(): void {
  process.removeAllListeners('SIGHUP');
  process.kill(process.pid, 'SIGHUP');
}

export async function wizard(file: string, context: Context): Promise<number> {
  const prompts = await import('@inquirer/prompts');
  process.once('SIGHUP', hangUp);
  process.stdin.once('end', hangUp);
  try {
    return await new Session(file, context, prompts).run();
  } catch (cause) {
    // Ctrl-C or a closed terminal inside a prompt: nothing was written, and no stack trace.
    if (cause instanceof Error && cause.name === 'ExitPromptError') {
      context.err(context.messages.text('build/interrupted', { file }));
      return INTERRUPTED;
    }
    throw cause;
  }
}

class Session {
  private ruleset!: Ruleset;
  private builder!: Builder;
  private draft!: Draft;
  private original: Uint8Array | null = null;
  /** The text the edits started from: the file, or the new band's template. */
  private base = '';
  private dirty = false;

  constructor(
    private readonly file: string,
    private readonly context: Context,
    private readonly prompts: Prompts,
  ) {}

  private t(code: string, params?: Record<string, string | number>): string {
    return this.context.messages.text(code, params);
  }

  async run(): Promise<number> {
    this.original = await readIfExists(this.file);
    const opened = this.original ? await this.open(this.original) : await this.create();
    if (!opened) return EXIT.invalid;
    this.printStatus(undefined);
    for (;;) {
      const done = await this.menu();
      if (done !== undefined) return done;
    }
  }

  private async create(): Promise<boolean> {
    const buildable: { id: string; title: string }[] = [];
    for (const manifest of registry.manifests) {
      const ruleset = await registry.load(manifest);
      if (ruleset.builder) buildable.push({ id: manifest.id, title: manifest.title });
    }
    if (!buildable.length) throw usageError('build/none-buildable');
    const id = await this.prompts.select({ message: this.t('build/ask-ruleset'), choices: buildable.map((r) => ({ value: r.id, name: r.title })) });
    this.ruleset = await registry.load(registry.find(id)!);
    learnWords(this.context, this.ruleset);
    this.builder = requireBuilder(this.ruleset);
    const name = await this.prompts.input({ message: this.t('build/ask-band-name'), validate: (v) => (v.trim() ? true : this.t('build/name-empty')) });
    const fields: Record<string, unknown> = {};
    for (const field of this.builder.bandFields) fields[field.option] = await this.askField(field);
    this.base = newBandText(this.builder.newBand(name.trim(), fields as Options, this.context.lang));
    this.draft = draftOf(this.ruleset, parseDocument(this.base));
    this.dirty = true;
    return true;
  }

  private askField(field: Builder['bandFields'][number]): Promise<unknown> {
    const message = this.t(field.title);
    if (field.type === 'string') return this.prompts.input({ message, default: field.default === undefined ? undefined : String(field.default) });
    const between = this.t('build/between', { min: field.min ?? '…', max: field.max ?? '…' });
    return this.prompts.number({
      message,
      default: typeof field.default === 'number' ? field.default : undefined,
      min: field.min,
      max: field.max,
      step: 1,
      required: true,
      validate: (v) => (v !== undefined && Number.isInteger(v) ? true : between),
    });
  }

  private async open(bytes: Uint8Array): Promise<boolean> {
    const band = await openBand(this.file, bytes, this.context);
    if (!band) return false;
    ({ ruleset: this.ruleset, builder: this.builder, text: this.base } = band);
    this.draft = draftOf(this.ruleset, parseDocument(this.base));
    const { errors } = band;
    if (errors.length) {
      // A file that breaks rules: show why; every change offered may only bring it closer to valid.
      this.context.err(this.t('build/invalid-start', { file: this.file, count: errors.length }));
      for (const d of errors) this.context.err(renderDiagnostic(d, this.context.messages, this.context.color));
    }
    return true;
  }

  private roster(): readonly Member[] {
    return this.draft.band === undefined ? [] : this.ruleset.roster(this.draft.band);
  }

  private stepContext(member: Member): StepContext {
    return stepContext(this.ruleset, this.draft, member, this.context.lang, this.context.messages);
  }

  /** Makes the edits unless they break a rule the band keeps now; says why when they do. */
  private apply(edits: readonly Edit[], member: Member | undefined): boolean {
    const refused = refusalOf(this.ruleset, this.draft, this.builder.pending, this.context.messages)(edits);
    if (refused) {
      this.context.err(refused);
      return false;
    }
    this.draft = withEdits(this.ruleset, this.draft, edits);
    this.dirty = true;
    this.printStatus(member);
    return true;
  }

  private printStatus(member: Member | undefined): void {
    if (this.draft.profile === undefined) return;
    this.context.out(renderView(this.builder.status(this.draft.profile, member, this.context.lang), this.context.color));
  }

  /** One turn of the band menu; a number when the session ends. */
  private async menu(): Promise<number | undefined> {
    const members = this.roster();
    const entries = [
      { value: 'add', name: this.t('build/menu-add') },
      ...(members.length
        ? [
            { value: 'edit', name: this.t('build/menu-edit') },
            { value: 'remove', name: this.t('build/menu-remove') },
            ...this.builder.menus.map((m, i) => ({ value: `menu:${i}`, name: this.t(m.title) })),
          ]
        : []),
      { value: 'review', name: this.t('build/menu-review') },
      { value: 'save', name: this.t('build/menu-save') },
      { value: 'quit', name: this.t('build/menu-quit') },
    ];
    const answer = await this.prompts.select({ message: this.t('build/menu'), choices: entries, pageSize: PAGE_SIZE });
    if (answer === 'add') await this.addMember();
    else if (answer === 'edit') await this.editMember();
    else if (answer === 'remove') await this.removeMember();
    else if (answer.startsWith('menu:')) await this.runMenu(this.builder.menus[Number(answer.slice(5))]!.steps);
    else if (answer === 'review') await this.review();
    else if (answer === 'save') return this.save();
    else if (answer === 'quit') return this.quit();
    return undefined;
  }

  private async addMember(): Promise<void> {
    const taken = new Set(this.roster().map((m) => m.name));
    const name = (
      await this.prompts.input({
        message: this.t('build/ask-member-name'),
        validate: (v) => (!v.trim() ? this.t('build/name-empty') : taken.has(v.trim()) ? this.t('build/name-taken') : true),
      })
    ).trim();
    if (!this.apply(this.builder.addMember(name, this.context.lang), undefined)) return;
    const member = this.roster().find((m) => m.name === name);
    if (!member) return;
    for (const step of this.builder.steps) await this.runStep(step, member);
  }

  private async chooseMember(filter: (m: Member) => boolean = () => true): Promise<Member | undefined> {
    const members = this.roster().filter(filter);
    if (!members.length) return undefined;
    const choices = [...members.map((m, i) => ({ value: String(i), name: m.name })), { value: DONE, name: this.t('build/done') }];
    const answer = await this.prompts.select({ message: this.t('build/ask-member'), choices, pageSize: PAGE_SIZE });
    return answer === DONE ? undefined : members[Number(answer)];
  }

  private async editMember(): Promise<void> {
    const member = await this.chooseMember();
    if (!member) return;
    for (;;) {
      const steps = this.builder.steps.filter((s) => s.applies(this.stepContext(member)));
      const choices = [{ value: DONE, name: this.t('build/done') }, ...steps.map((s) => ({ value: s.id, name: this.t(s.title) }))];
      const answer = await this.prompts.select({ message: this.t('build/ask-step', { name: member.name }), choices, pageSize: PAGE_SIZE });
      const step = steps.find((s) => s.id === answer);
      if (!step) return;
      await this.runStep(step, member);
    }
  }

  private async removeMember(): Promise<void> {
    const member = await this.chooseMember();
    if (!member) return;
    if (await this.prompts.confirm({ message: this.t('build/confirm-remove', { name: member.name }), default: false })) {
      this.apply(this.builder.removeMember(member), undefined);
    }
  }

  private async runMenu(ids: readonly string[]): Promise<void> {
    const steps = this.builder.steps.filter((s) => ids.includes(s.id));
    const member = await this.chooseMember((m) => steps.some((s) => s.applies(this.stepContext(m))));
    if (!member) return;
    for (const step of steps) await this.runStep(step, member);
  }

  /** Asks one question of a member: once for `one`, until "done" for `many`. */
  private async runStep(step: BuildStep, member: Member): Promise<void> {
    for (;;) {
      const context = this.stepContext(member);
      if (!step.applies(context)) return;
      const choices = step.choices(context);
      const current = choices.find((c) => c.current && !c.disabled)?.value;
      const answer = await this.prompts.select({
        message: `${member.name} · ${this.t(step.title)}`,
        choices: this.inquirerChoices(choices, step.kind === 'many'),
        pageSize: PAGE_SIZE,
        ...(current !== undefined ? { default: current } : {}),
      });
      const choice = choices.find((c) => c.value === answer);
      if (!choice) return;
      this.apply(choice.ask ? await this.askWords(choice.ask) : choice.edits, member);
      if (step.kind === 'one') return;
    }
  }

  /** The words a choice asks for, asked again until they can be read. */
  private async askWords(ask: BuildAsk): Promise<readonly Edit[]> {
    const words = await this.prompts.input({ message: ask.message, validate: (v) => ask.check(v) ?? true });
    return ask.edits(words);
  }

  private inquirerChoices(choices: readonly BuildChoice[], withDone: boolean) {
    const out: (InstanceType<Prompts['Separator']> | { value: string; name: string; description?: string; disabled?: string })[] = [];
    if (withDone) out.push({ value: DONE, name: this.t('build/done') });
    let section: string | undefined;
    for (const choice of choices) {
      if (choice.section !== undefined && choice.section !== section) out.push(new this.prompts.Separator(`── ${choice.section}`));
      section = choice.section;
      out.push({
        value: choice.value,
        name: choice.current ? `${choice.label} ✓` : choice.label,
        ...(choice.description ? { description: choice.description } : {}),
        ...(choice.disabled ? { disabled: `(${choice.disabled})` } : {}),
      });
    }
    return out;
  }

  private text(): string {
    return printBand(this.draft.doc, this.base);
  }

  private async review(): Promise<void> {
    const outcome = await judgeText(this.text(), this.original, this.file, this.context);
    if (outcome.ruleset && outcome.profile !== undefined) this.context.out(renderView(outcome.ruleset.view(outcome.profile, this.context.lang), this.context.color));
    for (const d of outcome.diagnostics) this.context.out(renderDiagnostic(d, this.context.messages, this.context.color));
  }

  private async save(): Promise<number | undefined> {
    const text = this.text();
    const outcome = await judgeText(text, this.original, this.file, this.context);
    const errors = outcome.diagnostics.filter(isError);
    if (errors.length) {
      for (const d of errors) this.context.err(renderDiagnostic(d, this.context.messages, this.context.color));
      this.context.err(this.t('build/cannot-save', { count: errors.length }));
      return undefined;
    }
    try {
      await makeParents(this.file);
      await locked([this.file], this.context, () => writeIfUnchanged(this.file, this.original, text));
    } catch (cause) {
      if (!(cause instanceof EscarmoucheError)) throw cause;
      // Someone else changed the file meanwhile: theirs stays; ours is printed so that nothing is lost.
      this.context.err(this.t(cause.code, cause.params));
      this.context.err(this.t('build/salvage'));
      this.context.out(text);
      return cause.exitCode;
    }
    this.context.err(this.t('build/saved', { file: this.file }));
    return EXIT.ok;
  }

  private async quit(): Promise<number | undefined> {
    if (this.dirty && !(await this.prompts.confirm({ message: this.t('build/confirm-discard'), default: false }))) return undefined;
    this.context.err(this.t('build/quit', { file: this.file }));
    return EXIT.ok;
  }
}
