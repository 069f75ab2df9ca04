/** A minimal language-server client over stdio (JSON-RPC with Content-Length frames), as an editor drives one. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { pathToFileURL } from 'node:url';

type Message = { id?: number; method?: string; params?: any; result?: any; error?: any };

export class LanguageClient {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (m: Message) => void>();
  private readonly listeners: ((m: Message) => void)[] = [];
  readonly diagnostics = new Map<string, any[]>();

  constructor(command: string, args: readonly string[], private readonly settings: Record<string, unknown>) {
    this.child = spawn(command, [...args], { stdio: 'pipe' });
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    // A server that cannot start or dies fails every request at once instead of leaving the test waiting.
    const fail = (why: string) => {
      for (const [id, reply] of this.pending) reply({ id, error: { message: why } });
      this.pending.clear();
    };
    this.child.on('error', (cause) => fail(String(cause)));
    this.child.on('exit', (code) => fail(`language server exited with ${code}`));
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString()) as Message;
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.dispatch(message);
    }
  }

  private dispatch(message: Message): void {
    if (message.id !== undefined && message.method === undefined) {
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
      return;
    }
    if (message.method === 'workspace/configuration') {
      this.send({ id: message.id, result: message.params.items.map((item: { section?: string }) => (item.section ? this.settings[item.section] ?? null : this.settings)) });
    } else if (message.id !== undefined) {
      this.send({ id: message.id, result: null });
    }
    if (message.method === 'textDocument/publishDiagnostics') this.diagnostics.set(message.params.uri, message.params.diagnostics);
    for (const listener of this.listeners) listener(message);
  }

  private send(message: Message): void {
    const body = JSON.stringify({ jsonrpc: '2.0', ...message });
    this.child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  request(method: string, params: unknown): Promise<any> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (m) => (m.error ? reject(new Error(JSON.stringify(m.error))) : resolve(m.result)));
      this.send({ id, method, params });
    });
  }

  notify(method: string, params: unknown): void {
    this.send({ method, params });
  }

  async start(rootPath: string): Promise<void> {
    await this.request('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(rootPath).href,
      capabilities: {
        textDocument: {
          completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          publishDiagnostics: {},
        },
        workspace: { configuration: true },
      },
    });
    this.notify('initialized', {});
    this.notify('workspace/didChangeConfiguration', { settings: this.settings });
  }

  /** Opens a document and waits for its diagnostics (the server publishes them after a short debounce). */
  open(file: string, text: string, timeoutMs = 15_000): Promise<any[]> {
    const uri = pathToFileURL(file).href;
    this.diagnostics.delete(uri);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no diagnostics for ${uri}`)), timeoutMs);
      this.listeners.push((m) => {
        if (m.method === 'textDocument/publishDiagnostics' && m.params.uri === uri) {
          clearTimeout(timer);
          resolve(m.params.diagnostics);
        }
      });
      this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    });
  }

  completion(file: string, line: number, character: number): Promise<any> {
    return this.request('textDocument/completion', { textDocument: { uri: pathToFileURL(file).href }, position: { line, character } });
  }

  hover(file: string, line: number, character: number): Promise<any> {
    return this.request('textDocument/hover', { textDocument: { uri: pathToFileURL(file).href }, position: { line, character } });
  }

  /** The quick fixes the server offers for `diagnostics` of an open document. */
  codeActions(file: string, diagnostics: any[]): Promise<any[]> {
    const range = diagnostics[0]?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    return this.request('textDocument/codeAction', { textDocument: { uri: pathToFileURL(file).href }, range, context: { diagnostics } });
  }

  async stop(): Promise<void> {
    await this.request('shutdown', null).catch(() => undefined);
    this.notify('exit', null);
    this.child.kill();
  }
}
