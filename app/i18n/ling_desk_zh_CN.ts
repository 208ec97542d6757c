<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>chat</name>
    <message>
        <source>Reading the file…</source>
        <translation>正在读取文件…</translation>
    </message>
    <message>
        <source>Saved {done} of {total} messages</source>
        <translation>已保存 {done} / {total} 条消息</translation>
    </message>
    <message>
        <source>... and {count} more</source>
        <translation>……另有 {count} 处</translation>
    </message>
    <message>
        <source>This file cannot be imported:</source>
        <translation>无法导入此文件：</translation>
    </message>
    <message>
        <source>Exported from Ling Desk on {time}.</source>
        <translation>导出自 Ling Desk，{time}。</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <source>You</source>
        <comment>export: the user's messages</comment>
        <translation>我</translation>
    </message>
    <message>
        <source>System</source>
        <comment>export: a system message</comment>
        <translation>系统</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <source>(no text)</source>
        <translation>（无文本）</translation>
    </message>
    <message>
        <source>Documents: {note}</source>
        <translation>文档：{note}</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message numerus="yes">
        <source>Sources: none cited of the %n passage(s) given</source>
        <translation>
            <numerusform>来源：提供的 %n 个段落均未被引用</numerusform>
        </translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>工具调用</translation>
    </message>
    <message>
        <source>ran</source>
        <comment>a tool call</comment>
        <translation>已运行</translation>
    </message>
    <message>
        <source>failed</source>
        <comment>a tool call</comment>
        <translation>失败</translation>
    </message>
    <message>
        <source>not run</source>
        <comment>a tool call</comment>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <comment>a tool call's</comment>
        <translation>参数：</translation>
    </message>
    <message>
        <source>Result:</source>
        <comment>a tool call's</comment>
        <translation>结果：</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>第 {page} 页</translation>
    </message>
    <message>
        <source>not JSON: {error}</source>
        <translation>不是 JSON：{error}</translation>
    </message>
    <message>
        <source>the file holds no conversation</source>
        <translation>文件中没有对话</translation>
    </message>
    <message>
        <source>Checked</source>
        <comment>an import's file</comment>
        <translation>已检查</translation>
    </message>
    <message>
        <source>Checked {done} of {total} messages</source>
        <translation>已检查 {done} / {total} 条消息</translation>
    </message>
    <message>
        <source>“{title}” is already in the history: imported as a copy</source>
        <translation>“{title}”已在历史记录中：已作为副本导入</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>未保存：{reason}</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>No preset: the defaults from Settings.</source>
        <translation>未使用预设：采用设置中的默认值。</translation>
    </message>
    <message>
        <source>Preset “{name}” (since removed from Settings; its values are kept here).</source>
        <translation>预设“{name}”（已从设置中删除；其参数仍保留在此对话中）。</translation>
    </message>
    <message>
        <source>Preset “{name}”, changed in this conversation since it was chosen.</source>
        <translation>预设“{name}”，选用后已在此对话中修改。</translation>
    </message>
    <message>
        <source>Preset “{name}”.</source>
        <translation>预设“{name}”。</translation>
    </message>
    <message>
        <source>The text so far is kept.</source>
        <translation>已生成的文本会保留。</translation>
    </message>
    <message>
        <source>Ling Desk quit while this answer was being written. {kept}</source>
        <translation>生成此回答时 Ling Desk 已退出。{kept}</translation>
    </message>
    <message>
        <source>The engine crashed while writing this answer (the Engine panel says why).</source>
        <translation>生成此回答时引擎崩溃（原因见引擎面板）。</translation>
    </message>
    <message>
        <source>The engine failed while writing this answer.</source>
        <translation>生成此回答时引擎出错。</translation>
    </message>
    <message>
        <source>The engine was stopped while writing this answer.</source>
        <translation>生成此回答时引擎被停止。</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>Not saved yet: {reason}. The text stays here and is saved by itself once there is room; do not quit Ling Desk until then.</source>
        <translation>尚未保存：{reason}。文本会留在这里，空间足够时自动保存；在此之前请不要退出 Ling Desk。</translation>
    </message>
    <message>
        <source>Not sent: {reason}. Fix that, start the engine, then retry.</source>
        <translation>未发送：{reason}。请先解决该问题并启动引擎，然后重试。</translation>
    </message>
    <message>
        <source>The engine crashed before this could be sent. Restart it, then retry.</source>
        <translation>发送前引擎已崩溃。请重启引擎后重试。</translation>
    </message>
    <message>
        <source>The engine could not start (the note above the message box says why). Fix that, then retry.</source>
        <translation>引擎无法启动（原因见输入框上方的提示）。请解决后重试。</translation>
    </message>
    <message>
        <source>The engine was stopping when this was sent. Start it, then retry.</source>
        <translation>发送时引擎正在停止。请启动引擎后重试。</translation>
    </message>
    <message>
        <source>The engine is not running. Start it, then retry.</source>
        <translation>引擎未运行。请启动引擎后重试。</translation>
    </message>
    <message>
        <source>Ling Desk was closed before the engine was ready.</source>
        <translation>引擎就绪前 Ling Desk 已关闭。</translation>
    </message>
    <message>
        <source>Tools are unavailable: {why}.</source>
        <translation>工具不可用：{why}。</translation>
    </message>
    <message>
        <source>Unexpected error: {error}</source>
        <translation>意外错误：{error}</translation>
    </message>
    <message>
        <source>The answer stopped before the engine finished it (the engine may have ended).</source>
        <translation>回答在引擎完成之前中断（引擎可能已退出）。</translation>
    </message>
    <message>
        <source>The answer reached the maximum length (max_tokens) and was cut.</source>
        <translation>回答达到最大长度（max_tokens），已被截断。</translation>
    </message>
    <message>
        <source>the tool server “{name}” is no longer configured</source>
        <translation>工具服务器“{name}”已不在配置中</translation>
    </message>
    <message>
        <source>Some tools are unavailable: {why}.</source>
        <translation>部分工具不可用：{why}。</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n round(s) of tool calls: the limit set in Settings &gt; Tools. The calls Ling asked for after that were not run.</source>
        <translation>
            <numerusform>工具调用进行 %n 轮后已停止：这是设置 &gt; 工具中设定的上限。Ling 此后请求的调用未执行。</numerusform>
        </translation>
    </message>
    <message>
        <source>an import is being written to the history; send again once it ends</source>
        <translation>正在将导入内容写入历史记录；导入完成后请重新发送</translation>
    </message>
    <message>
        <source>Ling Desk ended while this answer was being written; the text so far is kept.</source>
        <translation>生成此回答时 Ling Desk 已结束；已生成的文本会保留。</translation>
    </message>
    <message>
        <source>free space unknown</source>
        <translation>可用空间未知</translation>
    </message>
    <message>
        <source>the disk holding your history is full ({free} free)</source>
        <translation>存放历史记录的磁盘已满（剩余 {free}）</translation>
    </message>
    <message>
        <source>another program holds the history file {path} locked</source>
        <translation>另一个程序锁定了历史记录文件 {path}</translation>
    </message>
    <message>
        <source>the history file {path} cannot be written (read-only)</source>
        <translation>无法写入历史记录文件 {path}（只读）</translation>
    </message>
    <message>
        <source>the history file {path} cannot be written ({error})</source>
        <translation>无法写入历史记录文件 {path}（{error}）</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent as part of the message (too long to edit here); ✕ removes it</source>
        <translation>作为消息的一部分发送（太长，无法在此编辑）；点 ✕ 可移除</translation>
    </message>
    <message>
        <source>Remove this file</source>
        <translation>移除此文件</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>移除 {name}</translation>
    </message>
    <message>
        <source>Remove this document</source>
        <translation>移除此文档</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>Reading it on this machine…</source>
        <translation>正在本机读取…</translation>
    </message>
    <message>
        <source>not sent with your message: {why}</source>
        <translation>未随消息发送：{why}</translation>
    </message>
    <message>
        <source>Not sent: {why}. Remove it (✕) or attach a readable copy.</source>
        <translation>未发送：{why}。请移除它（✕）或附加一份可读取的副本。</translation>
    </message>
    <message>
        <source>Not attached: {why}</source>
        <translation>未附加：{why}</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} tokens</source>
        <translation>{count} 个 token</translation>
    </message>
    <message>
        <source>~{count} tokens (estimate)</source>
        <translation>约 {count} 个 token（估算）</translation>
    </message>
    <message>
        <source>{count} left</source>
        <comment>tokens</comment>
        <translation>剩余 {count}</translation>
    </message>
    <message>
        <source>{pages}, {tokens} tokens (the model's tokenizer)</source>
        <translation>{pages}，{tokens} 个 token（按模型分词器计）</translation>
    </message>
    <message>
        <source>{pages}, {tokens} tokens (estimated: 3.6 characters a token)</source>
        <translation>{pages}，{tokens} 个 token（估算：每个 token 约 3.6 个字符）</translation>
    </message>
    <message>
        <source>{facts}; {left} tokens of the context left after it</source>
        <translation>{facts}；加入后上下文还剩 {left} 个 token</translation>
    </message>
    <message>
        <source>{facts}. Goes in whole when it fits, else it is searched for your question; kept with this conversation, not in your library.</source>
        <translation>{facts}。放得下时整篇放入，否则按您的问题检索相关段落；保存在此对话中，不会加入文档库。</translation>
    </message>
    <message>
        <source>{name}: cannot be read ({why}).</source>
        <translation>{name}：无法读取（{why}）。</translation>
    </message>
    <message>
        <source>{name} is a folder; drop files.</source>
        <translation>{name} 是文件夹；请拖入文件。</translation>
    </message>
    <message>
        <source>{name} is {size} kB; files up to {limit} kB can be added (a long file would crowd the model's context).</source>
        <translation>{name} 大小为 {size} kB；只能添加不超过 {limit} kB 的文件（过长的文件会挤占模型的上下文）。</translation>
    </message>
    <message>
        <source>{name} looks binary; only text files can be added as context.</source>
        <translation>{name} 似乎是二进制文件；只能添加文本文件作为上下文。</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text; only text files can be added as context.</source>
        <translation>{name} 不是 UTF-8 文本；只能添加文本文件作为上下文。</translation>
    </message>
    <message>
        <source>Attached documents belong to this conversation only: your library (File › Documents…), its search and the Library switch do not see them. Tick this to add the ones read to the library as well when you send, as Documents › Add files does. An encrypted PDF is never added: the library would keep its text unencrypted.</source>
        <translation>附加的文档只属于此对话：文档库（文件 › 文档…）、文档库搜索和“文档库”开关都看不到它们。勾选此项，发送时会把已读取的文档也加入文档库，与“文档 › 添加文件”相同。加密的 PDF 不会加入：文档库会以未加密的形式保存其文本。</translation>
    </message>
    <message>
        <source>An answer is being written: press Esc to stop it first.</source>
        <translation>正在生成回答：请先按 Esc 停止。</translation>
    </message>
    <message>
        <source>Also add to library</source>
        <translation>同时加入文档库</translation>
    </message>
    <message>
        <source>Message to Ling</source>
        <translation>发给 Ling 的消息</translation>
    </message>
    <message>
        <source>Type your question; {keys}</source>
        <translation>输入您的问题；{keys}</translation>
    </message>
    <message>
        <source>Let the model think before it answers (per conversation; chat_template_kwargs.enable_thinking)</source>
        <translation>让模型先思考再回答（按对话设置；chat_template_kwargs.enable_thinking）</translation>
    </message>
    <message>
        <source>Ask about clipboard</source>
        <translation>询问剪贴板内容</translation>
    </message>
    <message>
        <source>Put the clipboard text in the message as a fenced block (Ctrl+Shift+V)</source>
        <translation>将剪贴板文本作为代码块放入消息（Ctrl+Shift+V）</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>附加</translation>
    </message>
    <message>
        <source>Add documents (PDF, Word, ODT, Excel, PowerPoint, HTML, e-mail, Markdown, CSV, code, text) or drop files and folders here; they are read on this machine</source>
        <translation>添加文档（PDF、Word、ODT、Excel、PowerPoint、HTML、电子邮件、Markdown、CSV、代码、文本），或将文件和文件夹拖到这里；它们都在本机读取</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>文档库</translation>
    </message>
    <message>
        <source>Let this question draw on your whole document library (File › Documents…): the passages that answer it are found and cited. Documents attached here go in whole instead when they fit. Each new chat starts with it off.</source>
        <translation>让此问题使用整个文档库（文件 › 文档…）：会找到并引用能回答问题的段落。在这里附加的文档若放得下，则改为整篇放入。每个新对话开始时此项均为关闭。</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限长度</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>The tools (MCP servers) this conversation may use</source>
        <translation>此对话可以使用的工具（MCP 服务器）</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>The preset this conversation uses</source>
        <translation>此对话使用的预设</translation>
    </message>
    <message>
        <source>Preset for this chat</source>
        <translation>此对话的预设</translation>
    </message>
    <message>
        <source>This conversation: system prompt, sampling, tools</source>
        <translation>此对话：系统提示词、采样、工具</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>对话设置</translation>
    </message>
    <message>
        <source>Attach documents</source>
        <translation>附加文档</translation>
    </message>
    <message>
        <source>Ask about the clipboard</source>
        <translation>询问剪贴板内容</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>发送（Enter）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>停止回答（Esc）</translation>
    </message>
    <message>
        <source>Clip</source>
        <comment>short for Ask about clipboard</comment>
        <translation>剪贴板</translation>
    </message>
    <message>
        <source>Reply length: no limit</source>
        <translation>回答长度：不限</translation>
    </message>
    <message>
        <source>Limit {size}</source>
        <comment>reply length</comment>
        <translation>上限 {size}</translation>
    </message>
    <message>
        <source>Reply length limit: {count} tokens</source>
        <translation>回答长度上限：{count} 个 token</translation>
    </message>
    <message>
        <source>Replies have no length limit in this conversation. Click to set one.</source>
        <translation>此对话中的回答不限长度。点击可设置上限。</translation>
    </message>
    <message>
        <source>Longest reply, thinking included: {count} tokens (this conversation's). The engine stops there and the reply says it was cut. Click to change it for this conversation.</source>
        <translation>回答（含思考）最长 {count} 个 token（此对话的设置）。引擎到此停止，回答会注明已被截断。点击可为此对话更改。</translation>
    </message>
    <message>
        <source>Longest reply, thinking included: {count} tokens (the default, Settings › Sampling). The engine stops there and the reply says it was cut. Click to change it for this conversation.</source>
        <translation>回答（含思考）最长 {count} 个 token（默认值，见设置 › 采样）。引擎到此停止，回答会注明已被截断。点击可为此对话更改。</translation>
    </message>
    <message>
        <source>Default ({count} tokens)</source>
        <translation>默认（{count} 个 token）</translation>
    </message>
    <message>
        <source>No library</source>
        <translation>不用文档库</translation>
    </message>
    <message>
        <source>Library on</source>
        <translation>文档库：开</translation>
    </message>
    <message>
        <source>Library off</source>
        <translation>文档库：关</translation>
    </message>
    <message>
        <source>Think</source>
        <comment>short: thinking on</comment>
        <translation>思考</translation>
    </message>
    <message>
        <source>No think</source>
        <comment>short: thinking off</comment>
        <translation>不思考</translation>
    </message>
    <message>
        <source>Thinking on</source>
        <translation>思考：开</translation>
    </message>
    <message>
        <source>Thinking off</source>
        <translation>思考：关</translation>
    </message>
    <message>
        <source>Tools off</source>
        <translation>工具：关</translation>
    </message>
    <message>
        <source>Tools: {names}</source>
        <translation>工具：{names}</translation>
    </message>
    <message>
        <source>Ling may use the tools of: {names} (each call asks you first)</source>
        <translation>Ling 可以使用以下服务器的工具：{names}（每次调用前都会先询问您）</translation>
    </message>
    <message>
        <source>Let Ling use tools from your MCP servers in this conversation</source>
        <translation>允许 Ling 在此对话中使用您的 MCP 服务器提供的工具</translation>
    </message>
    <message>
        <source>No preset (defaults from Settings)</source>
        <translation>不使用预设（采用设置中的默认值）</translation>
    </message>
    <message>
        <source>{name} (removed; kept here)</source>
        <translation>{name}（已删除；此处保留）</translation>
    </message>
    <message>
        <source>Edit presets…</source>
        <translation>编辑预设…</translation>
    </message>
    <message>
        <source>Preset: {name}</source>
        <translation>预设：{name}</translation>
    </message>
    <message>
        <source>{tip} Click to choose another for this conversation.</source>
        <translation>{tip} 点击可为此对话选择其他预设。</translation>
    </message>
    <message>
        <source>{used}/{total}</source>
        <comment>context meter, narrow</comment>
        <translation>{used}/{total}</translation>
    </message>
    <message>
        <source>{used} / {total} context</source>
        <translation>上下文 {used} / {total}</translation>
    </message>
    <message>
        <source>Context used: {used} of {total} tokens ({pct}%). The engine's count for what it has seen; the rest (and what you are typing) is estimated.</source>
        <translation>已用上下文：{used} / {total} 个 token（{pct}%）。引擎已处理部分按引擎计数，其余部分（以及正在输入的内容）为估算。</translation>
    </message>
    <message numerus="yes">
        <source>Still reading %n document(s); send again once their chips show their pages.</source>
        <translation>
            <numerusform>仍在读取 %n 个文档；等标签显示页数后再发送。</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>剪贴板中没有文本。</translation>
    </message>
    <message>
        <source>Pasted text</source>
        <translation>粘贴的文本</translation>
    </message>
    <message>
        <source>Pasted {count} characters: kept as an attachment chip (too long to edit here).</source>
        <translation>已粘贴 {count} 个字符：作为附件标签保留（太长，无法在此编辑）。</translation>
    </message>
    <message>
        <source>Documents cannot be attached here.</source>
        <translation>此处无法附加文档。</translation>
    </message>
    <message>
        <source>could not be read ({error})</source>
        <translation>无法读取（{error}）</translation>
    </message>
    <message>
        <source>holds no document Ling Desk reads</source>
        <translation>不含 Ling Desk 能读取的文档</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>Password needed</source>
        <translation>需要密码</translation>
    </message>
    <message>
        <source>{name} is encrypted: that password is wrong. Try again:</source>
        <translation>{name} 已加密：密码错误，请重试：</translation>
    </message>
    <message>
        <source>{name} is encrypted. Its password:</source>
        <translation>{name} 已加密。请输入密码：</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>a password-protected document</comment>
        <translation>打开</translation>
    </message>
    <message>
        <source>Enter sends · Shift+Enter new line</source>
        <translation>Enter 发送 · Shift+Enter 换行</translation>
    </message>
    <message>
        <source>Message Ling  (Enter sends, Shift+Enter new line)</source>
        <translation>给 Ling 发消息（Enter 发送，Shift+Enter 换行）</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>昨天</translation>
    </message>
    <message>
        <source>Earlier</source>
        <translation>更早</translation>
    </message>
    <message>
        <source>d MMM</source>
        <comment>QLocale date format: day, month</comment>
        <translation>M月d日</translation>
    </message>
    <message>
        <source>{title}
last used {when}</source>
        <translation>{title}
上次使用：{when}</translation>
    </message>
    <message>
        <source>pinned: kept whatever the retention setting</source>
        <translation>已置顶：无论保留期限如何设置都会保留</translation>
    </message>
    <message>
        <source>you: </source>
        <comment>search hit: a message of yours</comment>
        <translation>我：</translation>
    </message>
    <message>
        <source>Search all messages (Ctrl+K)</source>
        <translation>搜索全部消息（Ctrl+K）</translation>
    </message>
    <message>
        <source>Search messages (Ctrl+K)</source>
        <translation>搜索消息（Ctrl+K）</translation>
    </message>
    <message>
        <source>Search (Ctrl+K)</source>
        <translation>搜索（Ctrl+K）</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Side panel  (Ctrl+Shift+L)</source>
        <translation>侧边面板（Ctrl+Shift+L）</translation>
    </message>
    <message>
        <source>Side panel</source>
        <translation>侧边面板</translation>
    </message>
    <message>
        <source>New chat (Ctrl+N)</source>
        <translation>新对话（Ctrl+N）</translation>
    </message>
    <message>
        <source>Search all messages (Ctrl+K); Esc clears</source>
        <translation>搜索全部消息（Ctrl+K）；按 Esc 清除</translation>
    </message>
    <message>
        <source>Search all messages</source>
        <translation>搜索全部消息</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>对话列表</translation>
    </message>
    <message>
        <source>Your chats; F2 renames one, Delete deletes it (Undo brings it back)</source>
        <translation>您的对话；F2 重命名，Delete 删除（可撤销）</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>搜索结果</translation>
    </message>
    <message>
        <source>Messages that match the search; Enter opens one</source>
        <translation>与搜索匹配的消息；按 Enter 打开</translation>
    </message>
    <message>
        <source>No message matches.</source>
        <translation>没有匹配的消息。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Bring back the conversation just deleted</source>
        <translation>恢复刚删除的对话</translation>
    </message>
    <message>
        <source>A narrow always-on-top chat at the screen edge, beside your editor (Ctrl+Shift+L)</source>
        <translation>停靠在屏幕边缘、始终置顶的窄对话窗口，可放在编辑器旁（Ctrl+Shift+L）</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the chosen chat (in the list; Undo brings it back)</source>
        <translation>删除所选对话（在列表中；可撤销）</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>取消置顶</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>置顶</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>导出为 Markdown…</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>导出为 JSON…</translation>
    </message>
    <message>
        <source>Deleted, erased from disk.</source>
        <translation>已删除，已从磁盘抹除。</translation>
    </message>
    <message>
        <source>“{title}” was deleted and its text erased from disk; Undo brings it back</source>
        <translation>“{title}”已删除，其文本已从磁盘抹除；可撤销恢复</translation>
    </message>
    <message>
        <source>Conversation settings: {title}</source>
        <translation>对话设置：{title}</translation>
    </message>
    <message>
        <source>System prompt (sent first, with every request):</source>
        <translation>系统提示词（每次请求时最先发送）：</translation>
    </message>
    <message>
        <source>e.g. You are a concise assistant for Python code review.</source>
        <translation>例如：你是一个简洁的 Python 代码审查助手。</translation>
    </message>
    <message>
        <source>Let the model think before it answers</source>
        <translation>让模型先思考再回答</translation>
    </message>
    <message>
        <source>Use sampling of its own (else the defaults from Settings)</source>
        <translation>使用单独的采样参数（否则采用设置中的默认值）</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Top p</source>
        <translation>top p</translation>
    </message>
    <message>
        <source>Top k</source>
        <translation>top k</translation>
    </message>
    <message>
        <source>Max tokens (0 = no limit)</source>
        <translation>最大 token 数（0 = 不限）</translation>
    </message>
    <message>
        <source>Tools Ling may use in this conversation (each call asks you):</source>
        <translation>此对话中 Ling 可以使用的工具（每次调用都会询问您）：</translation>
    </message>
    <message>
        <source>No tool servers yet: add them in Settings &gt; Tools.</source>
        <translation>尚无工具服务器：请在设置 &gt; 工具中添加。</translation>
    </message>
    <message>
        <source>Save as preset…</source>
        <translation>另存为预设…</translation>
    </message>
    <message>
        <source>Keep this system prompt, sampling and thinking as a preset</source>
        <translation>将此系统提示词、采样和思考设置保存为预设</translation>
    </message>
    <message>
        <source>out of GPU memory</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>its port was taken</source>
        <translation>其端口已被占用</translation>
    </message>
    <message>
        <source>the model folder is missing</source>
        <translation>模型文件夹缺失</translation>
    </message>
    <message>
        <source>a CUDA error</source>
        <translation>CUDA 错误</translation>
    </message>
    <message>
        <source>a Python error</source>
        <translation>Python 错误</translation>
    </message>
    <message>
        <source>it did not become ready in time</source>
        <translation>未能及时就绪</translation>
    </message>
    <message>
        <source>another program took its port, and was sent nothing</source>
        <translation>另一个程序占用了其端口（未向该程序发送任何内容）</translation>
    </message>
    <message>
        <source>accept {length}</source>
        <comment>accept length</comment>
        <translation>接受长度 {length}</translation>
    </message>
    <message>
        <source>{count} tokens ({thinking} thinking)</source>
        <translation>{count} 个 token（思考 {thinking}）</translation>
    </message>
    <message>
        <source>Tokens generated for this answer, thinking included (engine's count).</source>
        <translation>此回答生成的 token 数，含思考（引擎计数）。</translation>
    </message>
    <message>
        <source>cached {cached} of {prompt} prompt tokens</source>
        <translation>提示 token 缓存命中 {cached} / {prompt}</translation>
    </message>
    <message>
        <source>Prompt tokens SGLang's prefix cache reused instead of reading them again (documents and earlier turns kept first in the prompt are reused by follow-ups).</source>
        <translation>SGLang 前缀缓存直接复用、无需重新读取的提示 token（放在提示开头的文档和早先轮次会被后续问题复用）。</translation>
    </message>
    <message>
        <source>Code block copied.</source>
        <translation>代码块已复制。</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Edit this message and send it again (the earlier version stays reachable with ‹ ›)</source>
        <translation>编辑此消息并重新发送（可用 ‹ › 查看之前的版本）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy this message as markdown</source>
        <translation>以 Markdown 格式复制此消息</translation>
    </message>
    <message>
        <source>Copy this answer as markdown</source>
        <translation>以 Markdown 格式复制此回答</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Write a new answer beside this one</source>
        <translation>在此回答旁另写一个新回答</translation>
    </message>
    <message>
        <source>Delete this branch: this message and every message below it, their text erased from disk</source>
        <translation>删除此分支：此消息及其下方的所有消息，文本将从磁盘抹除</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>上一个版本</translation>
    </message>
    <message>
        <source>Show the earlier version of this message</source>
        <translation>显示此消息的较早版本</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>下一个版本</translation>
    </message>
    <message>
        <source>Show the later version of this message</source>
        <translation>显示此消息的较新版本</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Restart engine</source>
        <translation>重启引擎</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>Answer finished, %n word(s).</source>
        <translation>
            <numerusform>回答完成，共 %n 个词。</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer stopped; the text so far is kept.</source>
        <translation>回答已停止；已生成的文本会保留。</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>未给出原因</translation>
    </message>
    <message>
        <source>Answer failed: {why}</source>
        <translation>回答失败：{why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sources&lt;/b&gt;  {links}</source>
        <translation>&lt;b&gt;来源&lt;/b&gt;  {links}</translation>
    </message>
    <message>
        <source>Click a source (or Tab to it and press Enter) to read the passage and open the file there</source>
        <translation>点击来源（或用 Tab 移到来源后按 Enter）可阅读该段落并在该处打开文件</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Sources&lt;/b&gt;  none cited: this answer names none of the %n passage(s) it was given. &lt;a href="sent:"&gt;Show what was sent&lt;/a&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;来源&lt;/b&gt;  未引用：此回答没有引用提供给它的 %n 个段落中的任何一个。&lt;a href="sent:"&gt;查看发送的内容&lt;/a&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>See the documents and passages that went with the question</source>
        <translation>查看随问题发送的文档和段落</translation>
    </message>
    <message>
        <source>The answer failed.</source>
        <translation>回答失败。</translation>
    </message>
    <message>
        <source>Waiting for the engine to be ready; this goes out then.</source>
        <translation>正在等待引擎就绪；就绪后即发送。</translation>
    </message>
    <message>
        <source>Ling Desk ended while this was written.</source>
        <translation>生成过程中 Ling Desk 已结束。</translation>
    </message>
    <message>
        <source>Stopped. The text so far is kept.</source>
        <translation>已停止。已生成的文本会保留。</translation>
    </message>
    <message>
        <source>Waiting for your decision on the tool call above.</source>
        <translation>正在等待您对上方工具调用的决定。</translation>
    </message>
    <message>
        <source>Waiting for {app}; this answer starts right after it.</source>
        <translation>正在等待 {app}；随后立即开始此回答。</translation>
    </message>
    <message>
        <source>Waiting for the first token…</source>
        <translation>正在等待第一个 token…</translation>
    </message>
    <message>
        <source>Start engine</source>
        <translation>启动引擎</translation>
    </message>
    <message>
        <source>Message copied.</source>
        <translation>消息已复制。</translation>
    </message>
    <message>
        <source>An answer in this branch is being written: stop it first.</source>
        <translation>此分支中正在生成回答：请先停止。</translation>
    </message>
    <message numerus="yes">
        <source>Branch deleted: %n message(s) erased from disk.</source>
        <translation>
            <numerusform>分支已删除：%n 条消息已从磁盘抹除。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete messages</source>
        <translation>删除消息</translation>
    </message>
    <message>
        <source>Delete this message?</source>
        <translation>删除此消息？</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n messages (this one and those below it)?</source>
        <translation>
            <numerusform>删除这 %n 条消息（此消息及其下方的消息）？</numerusform>
        </translation>
    </message>
    <message>
        <source>Its text is erased from disk at once; this cannot be undone. Other branches of the chat stay.</source>
        <translation>其文本会立即从磁盘抹除，且无法撤销。对话的其他分支不受影响。</translation>
    </message>
    <message>
        <source>Their text is erased from disk at once; this cannot be undone. Other branches of the chat stay.</source>
        <translation>它们的文本会立即从磁盘抹除，且无法撤销。对话的其他分支不受影响。</translation>
    </message>
    <message>
        <source>Enter sends · Esc cancels</source>
        <translation>Enter 发送 · Esc 取消</translation>
    </message>
    <message>
        <source>{keys} · Ctrl+Enter also sends · Esc cancels</source>
        <translation>{keys} · Ctrl+Enter 也可发送 · Esc 取消</translation>
    </message>
    <message>
        <source>Reading the documents for your question…</source>
        <translation>正在为您的问题读取文档…</translation>
    </message>
    <message>
        <source>Files…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <source>Document library…</source>
        <translation>文档库…</translation>
    </message>
    <message>
        <source>Draw on the whole library</source>
        <translation>使用整个文档库</translation>
    </message>
    <message>
        <source>not proven</source>
        <translation>尚未验证</translation>
    </message>
    <message>
        <source>This conversation uses the defaults from Settings again.</source>
        <translation>此对话重新采用设置中的默认值。</translation>
    </message>
    <message>
        <source>Preset “{name}” for this conversation: its system prompt, sampling and thinking apply from the next message.</source>
        <translation>此对话使用预设“{name}”：其系统提示词、采样和思考设置从下一条消息起生效。</translation>
    </message>
    <message>
        <source>Ling may use the tools of {names} here (each call asks you first).</source>
        <translation>Ling 可以在此使用 {names} 的工具（每次调用前都会先询问您）。</translation>
    </message>
    <message>
        <source>No tools in this conversation.</source>
        <translation>此对话不使用工具。</translation>
    </message>
    <message>
        <source>Replies in this conversation: at most {count} tokens.</source>
        <translation>此对话中的回答：最多 {count} 个 token。</translation>
    </message>
    <message>
        <source>Replies in this conversation: no limit.</source>
        <translation>此对话中的回答：不限长度。</translation>
    </message>
    <message>
        <source>Replies in this conversation: the default limit ({count} tokens).</source>
        <translation>此对话中的回答：默认上限（{count} 个 token）。</translation>
    </message>
    <message>
        <source>Still placing the documents for your last message…</source>
        <translation>仍在为上一条消息放置文档…</translation>
    </message>
    <message>
        <source>Not sent (could not be read): {names}</source>
        <translation>未发送（无法读取）：{names}</translation>
    </message>
    <message>
        <source>Nothing to send: the attached documents could not be read.</source>
        <translation>没有可发送的内容：附加的文档无法读取。</translation>
    </message>
    <message numerus="yes">
        <source>Searched again: %n new passage(s) for this question</source>
        <translation>
            <numerusform>再次检索：为此问题找到 %n 个新段落</numerusform>
        </translation>
    </message>
    <message>
        <source>The documents could not be placed ({error}); not sent.</source>
        <translation>无法放置文档（{error}）；未发送。</translation>
    </message>
    <message>
        <source>Nothing to send.</source>
        <translation>没有可发送的内容。</translation>
    </message>
    <message>
        <source>{problem}. Your message is still in the box; send it again then.</source>
        <translation>{problem}。您的消息仍在输入框中；届时请重新发送。</translation>
    </message>
    <message>
        <source>Sent without {names}: it could not be read. Its chip stays, marked, until you remove it (✕).</source>
        <translation>已发送，但不含 {names}：该文档无法读取。其标签会保留并加以标记，直到您将其移除（✕）。</translation>
    </message>
    <message>
        <source>Sent without {names}: they could not be read. Their chips stay, marked, until you remove them (✕).</source>
        <translation>已发送，但不含 {names}：这些文档无法读取。它们的标签会保留并加以标记，直到您将其移除（✕）。</translation>
    </message>
    <message>
        <source>Thinking is on for this conversation.</source>
        <translation>此对话已开启思考。</translation>
    </message>
    <message>
        <source>Thinking is off for this conversation.</source>
        <translation>此对话已关闭思考。</translation>
    </message>
    <message>
        <source>Attach a folder of documents</source>
        <translation>附加文档文件夹</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) from the library attached to your next message.</source>
        <translation>
            <numerusform>已将文档库中的 %n 个文档附加到下一条消息。</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no code block in this conversation yet.</source>
        <translation>此对话中还没有代码块。</translation>
    </message>
    <message numerus="yes">
        <source>Copied the last code block (%n line(s)).</source>
        <translation>
            <numerusform>已复制最后一个代码块（%n 行）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>另存为预设</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>预设名称：</translation>
    </message>
    <message>
        <source>Replace the preset?</source>
        <translation>替换预设？</translation>
    </message>
    <message>
        <source>A preset named “{name}” exists. Replace it with these values?</source>
        <translation>已存在名为“{name}”的预设。要用这些值替换它吗？</translation>
    </message>
    <message>
        <source>The preset could not be saved: {why}.</source>
        <translation>无法保存预设：{why}。</translation>
    </message>
    <message>
        <source>Saved the preset “{name}” (Settings &gt; Chat lists it).</source>
        <translation>已保存预设“{name}”（可在设置 &gt; 对话中找到）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not saved: {reason}.&lt;/b&gt; What is on screen stays here and is saved by itself once there is room. Until then new messages are not sent, and quitting Ling Desk would lose what is not saved.</source>
        <translation>&lt;b&gt;未保存：{reason}。&lt;/b&gt;屏幕上的内容会留在这里，空间足够时自动保存。在此之前不会发送新消息，退出 Ling Desk 会丢失尚未保存的内容。</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Answers stop until it answers again; Stop or Restart it.</source>
        <translation>在它恢复响应之前回答会暂停；请停止或重启引擎。</translation>
    </message>
    <message>
        <source>Messages you send still wait for it.</source>
        <translation>您发送的消息仍会等待它。</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>Show log</source>
        <translation>显示日志</translation>
    </message>
    <message>
        <source>&lt;b&gt;{who}.&lt;/b&gt; The chat gets it back when the benchmark ends; messages you send meanwhile are not answered.</source>
        <translation>&lt;b&gt;{who}。&lt;/b&gt;基准测试结束后对话会重新使用引擎；在此期间发送的消息不会得到回答。</translation>
    </message>
    <message>
        <source>Cancel benchmark</source>
        <translation>取消基准测试</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <source>&lt;b&gt;The engine is starting&lt;/b&gt; ({what}). Messages you send now wait and go out as soon as it is ready.</source>
        <translation>&lt;b&gt;引擎正在启动&lt;/b&gt;（{what}）。现在发送的消息会等待，引擎就绪后立即发出。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The engine is stopping…&lt;/b&gt;</source>
        <translation>&lt;b&gt;引擎正在停止…&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The engine crashed</source>
        <translation>引擎已崩溃</translation>
    </message>
    <message>
        <source>{what}: {cause}</source>
        <comment>the engine stopped: its cause</comment>
        <translation>{what}：{cause}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The running engine you use stopped answering.&lt;/b&gt; The Engine panel says what happened. Nothing you wrote is lost.</source>
        <translation>&lt;b&gt;您正在使用的运行中引擎已停止响应。&lt;/b&gt;引擎面板会说明发生了什么。您写的内容都不会丢失。</translation>
    </message>
    <message>
        <source>&lt;b&gt;{what}.&lt;/b&gt; The Engine panel says what happened and what to do; Restart is on its card. Nothing you wrote is lost.</source>
        <translation>&lt;b&gt;{what}。&lt;/b&gt;引擎面板会说明发生了什么以及如何处理；“重启”按钮在其卡片上。您写的内容都不会丢失。</translation>
    </message>
    <message>
        <source>&lt;b&gt;{what}.&lt;/b&gt; The Engine panel says what happened and what to do. Nothing you wrote is lost.</source>
        <translation>&lt;b&gt;{what}。&lt;/b&gt;引擎面板会说明发生了什么以及如何处理。您写的内容都不会丢失。</translation>
    </message>
    <message>
        <source>Attach again</source>
        <translation>重新接入</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>发生了什么</translation>
    </message>
    <message>
        <source>&lt;b&gt;No model to run.&lt;/b&gt; {detail}&lt;br&gt;Set-up's step 2 (Model) downloads it, or choose the Ling-3.0-flash folder already on this machine (the one with config.json). Your history is available meanwhile.</source>
        <translation>&lt;b&gt;没有可运行的模型。&lt;/b&gt;{detail}&lt;br&gt;设置向导第 2 步（模型）可以下载它，或选择本机上已有的 Ling-3.0-flash 文件夹（包含 config.json 的那个）。在此期间您仍可查看历史记录。</translation>
    </message>
    <message>
        <source>Set up the model (step 2)</source>
        <translation>设置模型（第 2 步）</translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation>选择模型文件夹…</translation>
    </message>
    <message>
        <source>&lt;b&gt;The engine could not start.&lt;/b&gt; {detail}</source>
        <translation>&lt;b&gt;引擎无法启动。&lt;/b&gt;{detail}</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>&lt;b&gt;The engine is not running.&lt;/b&gt; Start it to chat; your history is here meanwhile.</source>
        <translation>&lt;b&gt;引擎未运行。&lt;/b&gt;启动引擎即可对话；在此期间您仍可查看历史记录。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Long text</source>
        <translation>长文本</translation>
    </message>
    <message>
        <source>{what} · {size}, shown as plain text</source>
        <translation>{what} · {size}，以纯文本显示</translation>
    </message>
    <message>
        <source>Copy all {size}</source>
        <translation>复制全部 {size}</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Copy this code block</source>
        <translation>复制此代码块</translation>
    </message>
    <message>
        <source>Part of the answer being written</source>
        <translation>正在生成的回答的一部分</translation>
    </message>
    <message>
        <source>Answer being written</source>
        <translation>正在生成的回答</translation>
    </message>
    <message>
        <source>Ling's answer so far; new text is added as it arrives</source>
        <translation>Ling 目前的回答；新文本到达后会追加</translation>
    </message>
    <message>
        <source>added to the library</source>
        <translation>已加入文档库</translation>
    </message>
    <message>
        <source>Ling Desk — side panel</source>
        <translation>Ling Desk — 侧边面板</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Connect an app: use Ling from your editor or agent</source>
        <translation>连接应用：在编辑器或智能体中使用 Ling</translation>
    </message>
    <message>
        <source>Open the main window</source>
        <translation>打开主窗口</translation>
    </message>
    <message>
        <source>Hide the side panel ({keys})</source>
        <translation>隐藏侧边面板（{keys}）</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Which conversation the side panel shows</source>
        <translation>侧边面板显示的对话</translation>
    </message>
    <message>
        <source>Connect an app</source>
        <translation>连接应用</translation>
    </message>
    <message>
        <source>Hide the side panel</source>
        <translation>隐藏侧边面板</translation>
    </message>
    <message>
        <source>serving {names} through the local API</source>
        <translation>正通过本地 API 为 {names} 提供服务</translation>
    </message>
    <message>
        <source>– tok/s</source>
        <comment>no figure</comment>
        <translation>– tok/s</translation>
    </message>
    <message>
        <source>No reply yet.</source>
        <translation>尚无回答。</translation>
    </message>
    <message>
        <source>{speed} tok/s</source>
        <translation>{speed} tok/s</translation>
    </message>
    <message>
        <source>Decode speed (live, this reply, {source}).</source>
        <translation>解码速度（实时，当前回答，{source}）。</translation>
    </message>
    <message>
        <source>Decode speed (last reply, {source}).</source>
        <translation>解码速度（上一个回答，{source}）。</translation>
    </message>
    <message>
        <source>Engine: {state}</source>
        <translation>引擎：{state}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>正在思考…</translation>
    </message>
    <message>
        <source>Thought for {seconds} s</source>
        <translation>思考了 {seconds} 秒</translation>
    </message>
    <message>
        <source>Thinking</source>
        <comment>the model's thinking, folded</comment>
        <translation>思考过程</translation>
    </message>
    <message>
        <source>The messages of this chat; Page Up and Page Down scroll</source>
        <translation>此对话的消息；Page Up 和 Page Down 可翻页</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>显示更早的消息</translation>
    </message>
    <message>
        <source>Load the messages above the ones shown</source>
        <translation>加载当前显示内容上方的消息</translation>
    </message>
    <message>
        <source>Show newer messages</source>
        <translation>显示更新的消息</translation>
    </message>
    <message>
        <source>Load the messages below the ones shown</source>
        <translation>加载当前显示内容下方的消息</translation>
    </message>
    <message>
        <source>Ask Ling anything</source>
        <translation>有问题尽管问 Ling</translation>
    </message>
    <message>
        <source>Ling-3.0-flash runs on this machine: what you write here never leaves it.
Enter sends · Shift+Enter adds a line · Esc stops · Ctrl+K searches your history</source>
        <translation>Ling-3.0-flash 在本机运行：您在这里写的内容不会离开这台机器。
Enter 发送 · Shift+Enter 换行 · Esc 停止 · Ctrl+K 搜索历史记录</translation>
    </message>
    <message>
        <source>Show earlier messages ({count} more)</source>
        <translation>显示更早的消息（还有 {count} 条）</translation>
    </message>
    <message>
        <source>Show newer messages ({count} more)</source>
        <translation>显示更新的消息（还有 {count} 条）</translation>
    </message>
</context>
<context>
    <name>docs</name>
    <message>
        <source>{names}: encrypted, so its text is kept in memory only, never on disk (after Ling Desk restarts, attach it again with its password to ask about it)</source>
        <translation>{names}：已加密，因此其文本只保存在内存中，绝不写入磁盘（Ling Desk 重启后，如需继续提问，请用密码重新附加）</translation>
    </message>
    <message>
        <source>not added to the library: it is encrypted, and the library would keep its text unencrypted</source>
        <translation>未加入文档库：该文档已加密，而文档库会以未加密的形式保存其文本</translation>
    </message>
    <message>
        <source>not added to the library: it could not be read</source>
        <translation>未加入文档库：无法读取</translation>
    </message>
    <message>
        <source>not added to the library: {why}</source>
        <translation>未加入文档库：{why}</translation>
    </message>
    <message>
        <source>already in the library</source>
        <translation>已在文档库中</translation>
    </message>
    <message>
        <source>{name} ({pages}, {tokens} tokens)</source>
        <translation>{name}（{pages}，{tokens} 个 token）</translation>
    </message>
    <message>
        <source>Attached whole: {documents}</source>
        <translation>整篇附加：{documents}</translation>
    </message>
    <message>
        <source>the library was not searched: the attached documents fit whole</source>
        <translation>未检索文档库：附加的文档可以整篇放入</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s) used</source>
        <translation>
            <numerusform>使用了 %n 个段落</numerusform>
        </translation>
    </message>
    <message>
        <source>Searched the library: {used}</source>
        <translation>已检索文档库：{used}</translation>
    </message>
    <message numerus="yes">
        <source>Searched %n document(s) ({tokens} tokens), too long to attach whole (room for {room}): {used}</source>
        <translation>
            <numerusform>已检索 %n 个文档（{tokens} 个 token，太长，无法整篇附加，可用空间 {room}）：{used}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Engine stopped by Ling Desk</source>
        <translation>引擎已被 Ling Desk 停止</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Applies when Ling Desk restarts.</source>
        <translation>重启 Ling Desk 后生效。</translation>
    </message>
</context>
<context>
    <name>shell</name>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The new language applies when Ling Desk restarts.</source>
        <translation>新语言将在 Ling Desk 重启后生效。</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>立即重启</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Chats</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Show or hide the conversation list (Ctrl+Shift+B)</source>
        <translation>显示或隐藏对话列表（Ctrl+Shift+B）</translation>
    </message>
    <message>
        <source>Show or hide the engine panel</source>
        <translation>显示或隐藏引擎面板</translation>
    </message>
    <message>
        <source>the last conversation</source>
        <translation>上次的对话</translation>
    </message>
    <message>
        <source>Local API alarm</source>
        <translation>本地 API 警报</translation>
    </message>
    <message>
        <source>Connect an app…</source>
        <translation>连接应用…</translation>
    </message>
    <message>
        <source>Connect an app</source>
        <translation>连接应用</translation>
    </message>
    <message>
        <source>Open the page that says how apps reach Ling</source>
        <translation>打开说明应用如何连接 Ling 的页面</translation>
    </message>
    <message>
        <source>⇄ serving {names}</source>
        <translation>⇄ 正在服务 {names}</translation>
    </message>
    <message>
        <source>The engine is answering a request from {names} through the local API.</source>
        <translation>引擎正在通过本地 API 回答来自 {names} 的请求。</translation>
    </message>
    <message>
        <source>Engine lost</source>
        <translation>引擎已失联</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>Import conversation (JSON)…</source>
        <translation>导入对话（JSON）…</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>导出为 Markdown…</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>导出为 JSON…</translation>
    </message>
    <message>
        <source>Documents…</source>
        <translation>文档…</translation>
    </message>
    <message>
        <source>The document library</source>
        <translation>文档库</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>Activity log…</source>
        <translation>活动日志…</translation>
    </message>
    <message>
        <source>The activity log: who used what, proven unchanged</source>
        <translation>活动日志：谁使用了什么，且可证明未被篡改</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Search history</source>
        <translation>搜索历史记录</translation>
    </message>
    <message>
        <source>Copy last code block</source>
        <translation>复制最后一个代码块</translation>
    </message>
    <message>
        <source>Ask about the clipboard</source>
        <translation>就剪贴板内容提问</translation>
    </message>
    <message>
        <source>Rename chat</source>
        <translation>重命名对话</translation>
    </message>
    <message>
        <source>Conversation settings…</source>
        <translation>对话设置…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Side panel</source>
        <translation>侧边面板</translation>
    </message>
    <message>
        <source>The side panel: a narrow chat, always on top</source>
        <translation>侧边面板：窄版对话窗口，始终置顶</translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation>对话列表</translation>
    </message>
    <message>
        <source>Show or hide the conversation list</source>
        <translation>显示或隐藏对话列表</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>引擎(&amp;N)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>Show log…</source>
        <translation>查看日志…</translation>
    </message>
    <message>
        <source>Connect an app (editors, agents)…</source>
        <translation>连接应用（编辑器、智能体）…</translation>
    </message>
    <message>
        <source>Benchmark: the optimization ladder…</source>
        <translation>基准测试：优化阶梯…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Stop the answer; in the search, clear it</source>
        <translation>停止回答；在搜索框中则清空搜索</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Larger text (the window and the chat)</source>
        <translation>放大文字（窗口和对话）</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>缩小文字</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>原始大小</translation>
    </message>
    <message>
        <source>Text at its usual size</source>
        <translation>文字恢复默认大小</translation>
    </message>
    <message>
        <source>Restored “{title}”.</source>
        <translation>已恢复“{title}”。</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>详细信息…</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>引擎已停止</translation>
    </message>
    <message>
        <source>Engine starting</source>
        <translation>引擎正在启动</translation>
    </message>
    <message>
        <source>Engine loading</source>
        <translation>引擎正在加载</translation>
    </message>
    <message>
        <source>Engine ready</source>
        <translation>引擎就绪</translation>
    </message>
    <message>
        <source>Engine stopping</source>
        <translation>引擎正在停止</translation>
    </message>
    <message>
        <source>Engine crashed</source>
        <translation>引擎已崩溃</translation>
    </message>
    <message>
        <source>Engine not started</source>
        <translation>引擎未启动</translation>
    </message>
    <message>
        <source>Ling Desk did not reopen “{title}”: it could not be shown last time; open it from the list.</source>
        <translation>Ling Desk 没有重新打开“{title}”：上次无法显示它；请从列表中打开。</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Engine environment</source>
        <translation>引擎环境</translation>
    </message>
    <message>
        <source>Engine capabilities</source>
        <translation>引擎能力</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model files</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <source>Free memory</source>
        <translation>可用内存</translation>
    </message>
    <message>
        <source>Engine ready</source>
        <translation>引擎就绪</translation>
    </message>
    <message>
        <source>Humming MoE kernels</source>
        <translation>Humming MoE 内核</translation>
    </message>
    <message>
        <source>FP8 LM head</source>
        <translation>FP8 LM head</translation>
    </message>
    <message>
        <source>NEXTN multi-token prediction</source>
        <translation>NEXTN 多 token 预测</translation>
    </message>
    <message>
        <source>Probe generation</source>
        <translation>试生成</translation>
    </message>
    <message>
        <source>Decode speed</source>
        <translation>解码速度</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>工具调用</translation>
    </message>
</context>
</TS>
