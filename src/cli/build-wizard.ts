/**
 * The questions of `build`, asked with the prompts of build-prompts.ts (loaded here only). The ruleset's builder
 * says what to ask and what is legal; every answer is an edit judged by the ruleset's checks before it is made;
 * "Done" on a member that still lacks a required part is refused with the checks' words; Escape goes back one
 * step. The file is written once, at "save", and only when the whole band is valid. Ctrl-C leaves it untouched.
 */
import { parseDocument } from 'yaml';
import { printBand, type Edit } from '../core/band-files/band-edit.js';
import { readIfExists, writeIfUnchanged } from '../core/band-files/band-write.js';
import { makeParents } from '../core/band-files/destination.js';
import { draftOf, refusalOf, stepContext, unfinished, withEdits, type BuildAsk, type BuildChoice, type BuildStep, type Builder, type Draft, type StepContext } from '../core/ruleset/builder.js';
import type { Finding } from '../core/diagnostics/diagnostics.js';
import { toId } from '../core/diagnostics/names.js';
import { isError, isWarning, type Diagnostic } from '../core/diagnostics/diagnostics.js';
import { EscarmoucheError, EXIT, usageError } from '../core/diagnostics/errors.js';
import type { Member, Options, Ruleset } from '../core/ruleset/ruleset.js';
import { registry } from '../rulesets/index.js';
import { judgeText, learnWords, openBand, requireBuilder } from './build-band.js';
import type { Back, Choice } from './build-prompts.js';
import type { Context } from './context.js';
import { locked } from './locked.js';
import { newBandFile } from './new-band.js';
import { renderDiagnostic, renderView, typeset } from './render.js';

export type Prompts = typeof import('./build-prompts.js');

/** Conventional exit code of a program stopped by Ctrl-C (128 + SIGINT). */
const INTERRUPTED = 130;
const DONE = '\u0000done';
const RENAME = '\u0000rename';
const PAGE_SIZE = 15;
const mapDefined = <T, U>(value: T | undefined, f: (v: T) => U): U | undefined => (value === undefined ? undefined : f(value));

/**
 * A closed terminal: die of the hang-up at once, as terminal programs do. Node would otherwise fail to
 * restore a terminal that is gone and abort with a trace; nothing is written either way.
 */
function hangUp(): void {
  process.removeAllListeners('SIGHUP');
  process.kill(process.pid, 'SIGHUP');
}

/** The questions of `build` on `file`; `prompts` stands in for build-prompts.ts in tests (loaded here otherwise). */
export async function wizard(file: string, context: Context, prompts?: Prompts): Promise<number> {
  const asked = prompts ?? (await import('./build-prompts.js'));
  process.once('SIGHUP', hangUp);
  process.stdin.once('end', hangUp);
  try {
    return await new Session(file, context, asked).run();
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
  private base!: string;
  private dirty = false;

  constructor(
    private readonly file: string,
    private readonly context: Context,
    private readonly prompts: Prompts,
  ) {}

  private t(code: string, params?: Record<string, string | number>): string {
    return this.context.messages.text(code, params);
  }

  private isBack(answer: unknown): answer is Back {
    return answer === this.prompts.BACK;
  }

  /** French text the French way (`Agile ou puissant\u00a0?`), as every other output. */
  private words(text: string): string {
    return typeset(text, this.context.lang);
  }

  private choose(message: string, choices: readonly (Choice | InstanceType<Prompts['Separator']>)[], fallback?: string): Promise<string | Back> {
    const worded = choices.map((c) =>
      c instanceof this.prompts.Separator
        ? c
        : { ...c, name: this.words(c.name), ...(c.description ? { description: this.words(c.description) } : {}), ...(c.disabled ? { disabled: this.words(c.disabled) } : {}) },
    );
    const config = { message: this.words(message), choices: worded, pageSize: PAGE_SIZE, help: this.t('build/keys'), color: this.context.color };
    return this.prompts.choose({ ...config, ...(fallback !== undefined ? { default: fallback } : {}) });
  }

  private ask(config: Parameters<Prompts['ask']>[0]): Promise<string | Back> {
    const check = config.check;
    return this.prompts.ask({ ...config, message: this.words(config.message), help: this.t('build/keys-words'), ...(check ? { check: (v: string) => mapDefined(check(v), (e) => this.words(e)) } : {}) });
  }

  /** Yes or no, as a choice (typing `y`, `o` or `n` reaches the answer); Escape is no. */
  private async confirm(message: string): Promise<boolean> {
    // Stryker disable next-line StringLiteral: any answer but 'yes' is no
    const no = 'no';
    const answer = await this.choose(message, [
      { value: no, name: this.t('build/no') },
      { value: 'yes', name: this.t('build/yes') },
    ]);
    return answer === 'yes';
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

  /** The questions of a new band, in order; Escape goes back to the one before. */
  private async create(): Promise<boolean> {
    const buildable: Choice[] = [];
    for (const manifest of registry.manifests) {
      const ruleset = await registry.load(manifest);
      if (ruleset.builder) buildable.push({ value: manifest.id, name: manifest.title });
    }
    if (!buildable.length) throw usageError('build/none-buildable');
    let name = '';
    const fields: Record<string, unknown> = {};
    for (let stage = 0; ; ) {
      const field = this.builder?.bandFields[stage - 2];
      if (stage === 0) {
        const id = await this.choose(this.t('build/ask-ruleset'), buildable, this.ruleset?.id);
        if (this.isBack(id)) continue;
        this.ruleset = await registry.load(registry.find(id)!);
        learnWords(this.context, this.ruleset);
        this.builder = requireBuilder(this.ruleset);
      } else if (stage === 1) {
        const answer = await this.ask({ message: this.t('build/ask-band-name'), default: name || undefined, check: (v) => (v.trim() ? undefined : this.t('build/name-empty')) });
        if (this.isBack(answer)) {
          stage--;
          continue;
        }
        name = answer.trim();
      } else if (field) {
        const answer = await this.askField(field);
        if (this.isBack(answer)) {
          stage--;
          continue;
        }
        fields[field.option] = answer;
      } else break;
      stage++;
    }
    this.base = newBandFile(this.builder.newBand(name, fields as Options, this.context.lang), this.file, this.ruleset.id, this.context.lang);
    this.draft = draftOf(this.ruleset, parseDocument(this.base));
    this.dirty = true;
    return true;
  }

  private async askField(field: Builder['bandFields'][number]): Promise<unknown> {
    const message = this.t(field.title);
    const fallback = field.default === undefined ? undefined : String(field.default);
    if (field.type === 'string') return this.ask({ message, ...(fallback !== undefined ? { default: fallback } : {}) });
    const min = field.min ?? Number.MIN_SAFE_INTEGER;
    const max = field.max ?? Number.MAX_SAFE_INTEGER;
    const wrong = this.t('build/whole-number', { min: field.min ?? '…', max: field.max ?? '…' });
    const read = (words: string): number | undefined => {
      const n = /^\s*[+-]?\d+\s*$/.test(words) ? Number(words) : NaN;
      return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
    };
    const answer = await this.ask({ message, ...(fallback !== undefined ? { default: fallback } : {}), check: (v) => (read(v) === undefined ? wrong : undefined) });
    return this.isBack(answer) ? answer : read(answer);
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

  /** The member as the draft now has it (its name may have changed): found at the same place. */
  private current(member: Member): Member {
    const at = (m: Member) => JSON.stringify(m.path) === JSON.stringify(member.path);
    return this.roster().find(at) ?? member;
  }

  private stepContext(member: Member): StepContext {
    return stepContext(this.ruleset, this.draft, member, this.context.lang, this.context.messages);
  }

  /** Makes the edits unless they break a rule the band keeps now; says why when they do. */
  private apply(edits: readonly Edit[], member: Member | undefined): void {
    const refused = refusalOf(this.ruleset, this.draft, this.builder.pending, this.context.messages)(edits);
    if (refused) {
      this.context.err(refused);
      return;
    }
    this.draft = withEdits(this.ruleset, this.draft, edits);
    this.dirty = true;
    this.printStatus(member && this.current(member));
  }

  private printStatus(member: Member | undefined): void {
    if (this.draft.profile === undefined) return;
    this.context.out(renderView(this.builder.status(this.draft.profile, member, this.context.lang), this.context.color));
  }

  /** "Done" refused: what the checks say is still missing, and how to fix it. */
  private refuseDone(missing: Finding): void {
    const { message, fix } = this.context.messages.diagnostic(missing.code, missing.params);
    this.context.err(this.t('build/not-done', { reason: fix ? this.t('build/reason-fix', { message, fix }) : message }));
  }

  /** One turn of the band menu; a number when the session ends. */
  private async menu(): Promise<number | undefined> {
    const members = this.roster();
    const entries: Choice[] = [
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
    const answer = await this.choose(this.t('build/menu'), entries);
    // The first question has no step before it: Escape asks it again.
    if (this.isBack(answer)) return undefined;
    if (answer === 'add') await this.addMember();
    else if (answer === 'edit') await this.editMember();
    else if (answer === 'remove') await this.removeMember();
    else if (answer.startsWith('menu:')) await this.runMenu(this.builder.menus[Number(answer.slice(5))]!.steps);
    else if (answer === 'review') await this.review();
    else if (answer === 'save') return this.save();
    else return this.quit();
    return undefined;
  }

  /** A name no other member bears, accents and capitals aside (`FILE#name` must find one member). */
  private askName(message: string, other?: Member): Promise<string | Back> {
    const taken = new Set(this.roster().filter((m) => m.name !== other?.name).map((m) => toId(m.name)));
    return this.ask({
      message,
      check: (v) => (!v.trim() ? this.t('build/name-empty') : taken.has(toId(v)) ? this.t('build/name-taken') : undefined),
    });
  }

  /** A new member: its name, then every question; Escape on the name, or back past the first question, adds nothing. */
  private async addMember(): Promise<void> {
    const answer = await this.askName(this.t('build/ask-member-name'));
    if (this.isBack(answer)) return;
    const name = answer.trim();
    const before = { draft: this.draft, dirty: this.dirty };
    this.apply(this.builder.addMember(name, this.context.lang), undefined);
    // Not there when adding it was refused (it would break a rule the band keeps).
    const member = this.roster().find((m) => m.name === name);
    if (!member) return;
    if (this.isBack(await this.runSteps(this.builder.steps, member))) {
      ({ draft: this.draft, dirty: this.dirty } = before);
      this.context.err(this.t('build/add-cancelled', { name }));
      this.printStatus(undefined);
      return;
    }
    // A question that did not apply may have left a required part missing: the member's menu then says what.
    if (unfinished(this.draft, this.current(member), this.builder.pending)) await this.memberMenu(this.current(member));
  }

  /** The steps in order; Escape goes back to the previous one that applies, and BACK out of the first. */
  private async runSteps(steps: readonly BuildStep[], member: Member): Promise<'done' | Back> {
    let direction = 1;
    for (let i = 0; i < steps.length; i += direction) {
      if (i < 0) return this.prompts.BACK;
      const step = steps[i]!;
      if (!step.applies(this.stepContext(this.current(member)))) continue;
      direction = this.isBack(await this.runStep(step, member)) ? -1 : 1;
    }
    // The steps are left forward only: back past the first returns above.
    return 'done';
  }

  private async chooseMember(filter: (m: Member) => boolean = () => true): Promise<Member | undefined> {
    const members = this.roster().filter(filter);
    if (!members.length) return undefined;
    const choices = [...members.map((m, i) => ({ value: String(i), name: m.name })), { value: DONE, name: this.t('build/done') }];
    const answer = await this.choose(this.t('build/ask-member'), choices);
    // Done is no number: it finds no member.
    return this.isBack(answer) ? undefined : members[Number(answer)];
  }

  private async editMember(): Promise<void> {
    for (;;) {
      const member = await this.chooseMember();
      if (!member) return;
      if ((await this.memberMenu(member)) === 'done') return;
    }
  }

  /** What to change for a member, until "Done" (refused while a required part is missing) or Escape (back). */
  private async memberMenu(start: Member): Promise<'done' | Back> {
    for (;;) {
      const member = this.current(start);
      const steps = this.builder.steps.filter((s) => s.applies(this.stepContext(member)));
      const choices: Choice[] = [
        { value: DONE, name: this.t('build/done') },
        ...steps.map((s) => ({ value: s.id, name: this.t(s.title) })),
        { value: RENAME, name: this.t('build/rename') },
      ];
      const answer = await this.choose(this.t('build/ask-step', { name: member.name }), choices);
      if (this.isBack(answer)) return answer;
      if (answer === DONE) {
        const missing = unfinished(this.draft, member, this.builder.pending);
        if (!missing) return 'done';
        this.refuseDone(missing);
      } else if (answer === RENAME) await this.rename(member);
      else await this.runStep(steps.find((s) => s.id === answer)!, member);
    }
  }

  private async rename(member: Member): Promise<void> {
    const answer = await this.askName(this.t('build/ask-new-name', { name: member.name }), member);
    if (this.isBack(answer) || answer.trim() === member.name) return;
    this.apply(this.builder.renameMember(member, answer.trim()), member);
  }

  private async removeMember(): Promise<void> {
    const member = await this.chooseMember();
    if (!member) return;
    if (await this.confirm(this.t('build/confirm-remove', { name: member.name }))) this.apply(this.builder.removeMember(member), undefined);
  }

  private async runMenu(ids: readonly string[]): Promise<void> {
    const steps = this.builder.steps.filter((s) => ids.includes(s.id));
    for (;;) {
      const member = await this.chooseMember((m) => steps.some((s) => s.applies(this.stepContext(m))));
      if (!member) return;
      if ((await this.runSteps(steps, member)) === 'done') return;
    }
  }

  /**
   * Asks one question of a member: once for `one`, until "Done" for `many`. "Done" is refused while the member
   * lacks what the step requires (no class yet); Escape leaves the question, BACK; answered, nothing.
   */
  private async runStep(step: BuildStep, start: Member): Promise<Back | undefined> {
    for (;;) {
      const member = this.current(start);
      const context = this.stepContext(member);
      if (!step.applies(context)) return undefined;
      const choices = step.choices(context);
      const current = choices.find((c) => c.current && !c.disabled)?.value;
      const answer = await this.choose(`${member.name} · ${this.t(step.title)}`, this.promptChoices(choices, step.kind === 'many'), current);
      if (this.isBack(answer)) return answer;
      if (answer === DONE) {
        const missing = step.required && unfinished(this.draft, member, step.required);
        if (!missing) return undefined;
        this.refuseDone(missing);
        continue;
      }
      const choice = choices.find((c) => c.value === answer);
      // Stryker disable next-line ConditionalExpression: the prompt answers one of the values it was offered
      if (!choice) return undefined;
      const edits = choice.ask ? await this.askWords(choice.ask) : choice.edits;
      if (this.isBack(edits)) continue;
      this.apply(edits, member);
      if (step.kind === 'one') return undefined;
    }
  }

  /** The words a choice asks for, asked again until they can be read. */
  private async askWords(ask: BuildAsk): Promise<readonly Edit[] | Back> {
    const words = await this.ask({ message: ask.message, check: (v) => ask.check(v) });
    return this.isBack(words) ? words : ask.edits(words);
  }

  private promptChoices(choices: readonly BuildChoice[], withDone: boolean): (Choice | InstanceType<Prompts['Separator']>)[] {
    const out: (Choice | InstanceType<Prompts['Separator']>)[] = [];
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
    if (!(await this.acceptWarnings(outcome.diagnostics.filter(isWarning)))) return undefined;
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

  /**
   * The band's warnings, shown before it is written: `validate --strict` (the hook `init` writes) fails on them,
   * so the player saves knowing why, or goes back (the first choice, and Escape) to mend them. None: saved.
   */
  private async acceptWarnings(warnings: readonly Diagnostic[]): Promise<boolean> {
    if (!warnings.length) return true;
    for (const d of warnings) this.context.err(renderDiagnostic(d, this.context.messages, this.context.color));
    // Stryker disable next-line StringLiteral: any answer but 'save' goes back
    const back = 'back';
    const answer = await this.choose(this.t('build/save-warnings', { count: warnings.length }), [
      { value: back, name: this.t('build/save-go-back') },
      { value: 'save', name: this.t('build/save-anyway') },
    ]);
    return answer === 'save';
  }

  private async quit(): Promise<number | undefined> {
    if (this.dirty && !(await this.confirm(this.t('build/confirm-discard')))) return undefined;
    this.context.err(this.t('build/quit', { file: this.file }));
    return EXIT.ok;
  }
}
