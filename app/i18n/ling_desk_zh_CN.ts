<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>docs</name>
    <message>
        <source>cannot be read: {why}</source>
        <translation>无法读取：{why}</translation>
    </message>
    <message>
        <source>damaged or truncated {kind} file ({error})</source>
        <translation>{kind} 文件已损坏或不完整（{error}）</translation>
    </message>
    <message>
        <source>refused: more than {cells} spreadsheet cells, the most one document may bring into the library (split it into smaller files)</source>
        <translation>已拒绝：超过 {cells} 个表格单元格，这是单个文档可放入文档库的上限（请拆分为较小的文件）</translation>
    </message>
    <message>
        <source>refused: more than {chars} characters of text, the most one document may bring into the library (split it into smaller files)</source>
        <translation>已拒绝：文本超过 {chars} 个字符，这是单个文档可放入文档库的上限（请拆分为较小的文件）</translation>
    </message>
    <message>
        <source>not a document type Ling Desk reads ({suffix})</source>
        <translation>Ling Desk 不支持读取此类文档（{suffix}）</translation>
    </message>
    <message>
        <source>needs more memory than extraction is allowed</source>
        <translation>所需内存超过文本提取的上限</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>too large: {size} (the limit is {limit})</source>
        <translation>文件过大：{size}（上限为 {limit}）</translation>
    </message>
    <message>
        <source>too large: over {limit} (the limit is {limit})</source>
        <translation>文件过大：超过 {limit}（上限为 {limit}）</translation>
    </message>
    <message>
        <source>refused: its text makes more than {passages} passages, the most one document may bring into the library (split it into smaller files)</source>
        <translation>已拒绝：其文本超过 {passages} 个段落，这是单个文档可放入文档库的上限（请拆分为较小的文件）</translation>
    </message>
    <message>
        <source>binary content, not text (a wrong extension?)</source>
        <translation>二进制内容，不是文本（扩展名有误？）</translation>
    </message>
    <message>
        <source>not an e-mail message (no headers or body)</source>
        <translation>不是电子邮件（没有邮件头或正文）</translation>
    </message>
    <message>
        <source>not a PDF file (no PDF header; a wrong extension?)</source>
        <translation>不是 PDF 文件（没有 PDF 文件头；扩展名有误？）</translation>
    </message>
    <message>
        <source>encrypted: the password is wrong</source>
        <translation>已加密：密码错误</translation>
    </message>
    <message>
        <source>encrypted: a password is needed</source>
        <translation>已加密：需要密码</translation>
    </message>
    <message>
        <source>damaged or truncated PDF (the PDF reader refused it)</source>
        <translation>PDF 已损坏或不完整（PDF 阅读器拒绝打开）</translation>
    </message>
    <message numerus="yes">
        <source>no text layer: %n page(s) of images only (a scan?); text recognition (OCR) is not installed</source>
        <translation>
            <numerusform>没有文本层：%n 页仅含图像（扫描件？）；未安装文字识别（OCR）</numerusform>
        </translation>
    </message>
    <message>
        <source>not a {kind} file (not a zip archive; a wrong extension?)</source>
        <translation>不是 {kind} 文件（不是 zip 压缩包；扩展名有误？）</translation>
    </message>
    <message>
        <source>refused: would inflate to {size} from {packed} (a zip bomb?)</source>
        <translation>已拒绝：解压后将从 {packed} 膨胀到 {size}（zip 炸弹？）</translation>
    </message>
    <message>
        <source>not a valid {kind} file ({name} is missing)</source>
        <translation>不是有效的 {kind} 文件（缺少 {name}）</translation>
    </message>
    <message>
        <source>stopped after {files} files (the most one add takes); the rest of this folder was not added (add its subfolders instead)</source>
        <translation>已在 {files} 个文件后停止（单次添加的上限）；此文件夹的其余内容未添加（请改为分别添加其子文件夹）</translation>
    </message>
    <message>
        <source>no text in it</source>
        <translation>其中没有文本</translation>
    </message>
    <message>
        <source>headers</source>
        <comment>of an e-mail</comment>
        <translation>邮件头</translation>
    </message>
    <message>
        <source>body</source>
        <comment>of an e-mail</comment>
        <translation>正文</translation>
    </message>
    <message>
        <source>attachments</source>
        <comment>of an e-mail</comment>
        <translation>附件</translation>
    </message>
    <message>
        <source>heading {title}</source>
        <translation>标题“{title}”</translation>
    </message>
    <message>
        <source>sheet {name}</source>
        <translation>工作表“{name}”</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>第 {page} 页</translation>
    </message>
    <message>
        <source>slide {slide}</source>
        <translation>第 {slide} 张幻灯片</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>第 {row} 行</translation>
    </message>
    <message>
        <source>pages {first}-{last}</source>
        <translation>第 {first}–{last} 页</translation>
    </message>
    <message>
        <source>rows {first}-{last}</source>
        <translation>第 {first}–{last} 行</translation>
    </message>
    <message>
        <source>lines {first}-{last}</source>
        <translation>第 {first}–{last} 行</translation>
    </message>
    <message>
        <source>{sheet}, {rows}</source>
        <comment>a sheet's rows</comment>
        <translation>{sheet}，{rows}</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <comment>places in a document</comment>
        <translation>{first}至{last}</translation>
    </message>
    <message>
        <source>the extraction process could not start</source>
        <translation>文本提取进程无法启动</translation>
    </message>
    <message>
        <source>reading it took longer than {s} s; stopped</source>
        <translation>读取用时超过 {s} 秒，已停止</translation>
    </message>
    <message>
        <source>refused: its text is more than one document may bring in</source>
        <translation>已拒绝：其文本超出单个文档可放入的上限</translation>
    </message>
    <message>
        <source>the reader crashed on this file ({signal}); it may be damaged or need more than the {size} extraction may use</source>
        <translation>读取此文件时读取程序崩溃（{signal}）；文件可能已损坏，或所需内存超过文本提取可用的 {size}</translation>
    </message>
    <message>
        <source>the reader crashed on this file ({signal})</source>
        <translation>读取此文件时读取程序崩溃（{signal}）</translation>
    </message>
    <message>
        <source>the reader stopped on this file (exit {code})</source>
        <translation>读取此文件时读取程序退出（退出码 {code}）</translation>
    </message>
    <message>
        <source>a symbolic link to {target}, outside the added folder; not followed</source>
        <translation>指向 {target} 的符号链接，位于所添加的文件夹之外；未跟随</translation>
    </message>
    <message>
        <source>a broken or looping symbolic link</source>
        <translation>损坏或循环的符号链接</translation>
    </message>
    <message>
        <source>a symbolic link loop</source>
        <translation>符号链接循环</translation>
    </message>
    <message>
        <source>needs more memory than allowed</source>
        <translation>所需内存超出上限</translation>
    </message>
    <message>
        <source>nested too deeply to read</source>
        <translation>嵌套过深，无法读取</translation>
    </message>
    <message>
        <source>could not be read ({error})</source>
        <translation>无法读取（{error}）</translation>
    </message>
    <message>
        <source>This passage came from an encrypted document: its text is kept only while Ling Desk runs, never on disk. Attach the document again, with its password, to read it here.</source>
        <translation>此段落来自加密文档：其文本仅在 Ling Desk 运行期间保留，从不写入磁盘。请重新附加该文档并输入密码，即可在此阅读。</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>显示文件夹</translation>
    </message>
    <message>
        <source>Copy folder path</source>
        <translation>复制文件夹路径</translation>
    </message>
    <message>
        <source>page {page}, {where}</source>
        <translation>第 {page} 页，{where}</translation>
    </message>
    <message>
        <source>[{n}] {name}, {where}</source>
        <comment>a cited source</comment>
        <translation>[{n}] {name}，{where}</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>open a file</comment>
        <translation>打开</translation>
    </message>
    <message>
        <source>Open {name} at page {page}</source>
        <translation>在第 {page} 页打开 {name}</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>打开 {name}</translation>
    </message>
    <message>
        <source>No program on this machine is registered to open {kind} files ({mime}), so {name} cannot be opened from here. Show the folder that holds it instead, or install a viewer for it.</source>
        <translation>本机没有注册可打开此类文件（{kind}，{mime}）的程序，因此无法从这里打开 {name}。您可以改为显示它所在的文件夹，或安装相应的查看器。</translation>
    </message>
    <message>
        <source>Copied the folder's path: {folder}</source>
        <translation>已复制文件夹路径：{folder}</translation>
    </message>
    <message>
        <source>Opened the folder {folder} in your file manager.</source>
        <translation>已在文件管理器中打开文件夹 {folder}。</translation>
    </message>
    <message>
        <source>No file manager is registered on this machine either. The file is in {folder}: copy the path and open it from where you work.</source>
        <translation>本机也没有注册文件管理器。文件位于 {folder}：请复制该路径，再从您常用的地方打开。</translation>
    </message>
    <message>
        <source>What was sent</source>
        <translation>已发送的内容</translation>
    </message>
    <message numerus="yes">
        <source>This answer cites none of the %n passage(s) it was given: the model answered without naming any. Here is what went with the question; click a passage to read it as the model was given it.</source>
        <translation>
            <numerusform>这条回答没有引用提供给它的 %n 个段落中的任何一个：模型作答时未注明出处。以下是随问题一起发送的内容；点击某个段落，即可按模型收到的原样阅读。</numerusform>
        </translation>
    </message>
    <message>
        <source>(The passages are no longer here.)</source>
        <translation>（这些段落已不在此处。）</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>页数</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Your document library, on this machine only. A chat draws on it with the composer's Library switch, or on the documents you choose here (Use in chat). Documents attached in a chat stay with their conversation: they come here only when you tick Also add to library as you send them.</source>
        <translation>您的文档库，仅保存在本机。对话可以通过输入框的“文档库”开关使用整个文档库，也可以只使用您在此处选中的文档（“在对话中使用”）。在对话中附加的文档只属于该对话：只有在发送时勾选“同时加入文档库”，它们才会出现在这里。</translation>
    </message>
    <message>
        <source>Documents in the library</source>
        <translation>文档库中的文档</translation>
    </message>
    <message>
        <source>Each document, its state and size</source>
        <translation>每个文档及其状态和大小</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>添加文件…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>添加文件夹…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the chosen documents and their text from the index</source>
        <translation>从索引中移除所选文档及其文本</translation>
    </message>
    <message>
        <source>Use in chat</source>
        <translation>在对话中使用</translation>
    </message>
    <message>
        <source>Attach the chosen documents to your next message</source>
        <translation>将所选文档附加到您的下一条消息</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Add files</source>
        <translation>添加文件</translation>
    </message>
    <message>
        <source>Add documents to the library; they are read and indexed on this machine</source>
        <translation>将文档添加到文档库；它们在本机上读取并建立索引</translation>
    </message>
    <message>
        <source>Add folder</source>
        <translation>添加文件夹</translation>
    </message>
    <message>
        <source>Add every document in a folder to the library</source>
        <translation>将文件夹中的所有文档添加到文档库</translation>
    </message>
    <message>
        <source>Close the document library</source>
        <translation>关闭文档库</translation>
    </message>
    <message numerus="yes">
        <source>Brought up to date: %n file(s) changed on disk.</source>
        <translation>
            <numerusform>已更新：磁盘上有 %n 个文件发生了变化。</numerusform>
        </translation>
    </message>
    <message>
        <source>The library could not be read: {error}</source>
        <translation>无法读取文档库：{error}</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>indexed</source>
        <comment>a document's state</comment>
        <translation>已索引</translation>
    </message>
    <message>
        <source>failed: {why}</source>
        <comment>a document's state</comment>
        <translation>失败：{why}</translation>
    </message>
    <message>
        <source>{note} {summary}</source>
        <comment>how the last add ended, then the summary</comment>
        <translation>{note}{summary}</translation>
    </message>
    <message>
        <source>The library is empty: Add files… or Add folder… (kept in sync when added again).</source>
        <translation>文档库为空：请点击“添加文件…”或“添加文件夹…”（再次添加时会保持同步）。</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) indexed</source>
        <translation>
            <numerusform>已索引 %n 个文档</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n 个 token</numerusform>
        </translation>
    </message>
    <message>
        <source>{documents}, {pages}, {tokens}</source>
        <comment>the library's summary</comment>
        <translation>{documents}，共 {pages}，{tokens}</translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read (State says why)</source>
        <translation>
            <numerusform>%n 个无法读取（原因见“状态”列）</numerusform>
        </translation>
    </message>
    <message>
        <source>{documents}, {pages}, {tokens}; {failed}</source>
        <comment>the library's summary</comment>
        <translation>{documents}，共 {pages}，{tokens}；{failed}</translation>
    </message>
    <message>
        <source>Add documents to the library</source>
        <translation>将文档添加到文档库</translation>
    </message>
    <message>
        <source>Add a folder to the library</source>
        <translation>将文件夹添加到文档库</translation>
    </message>
    <message>
        <source>Looking for documents…</source>
        <translation>正在查找文档…</translation>
    </message>
    <message numerus="yes">
        <source>%n read · {name}</source>
        <comment>files read so far</comment>
        <translation>
            <numerusform>已读取 %n 个 · {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>Adding stopped: {error}.</source>
        <translation>添加已中止：{error}。</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n file(s); what was read is kept.</source>
        <translation>
            <numerusform>已在 %n 个文件后取消；已读取的内容会保留。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n file(s).</source>
        <translation>
            <numerusform>已添加 %n 个文件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n file(s), {failed} could not be read.</source>
        <translation>
            <numerusform>已添加 %n 个文件，其中 {failed} 个无法读取。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} 等另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>{note} Skipped links that lead outside the folder: {names}.</source>
        <translation>{note}已跳过指向文件夹外部的链接：{names}。</translation>
    </message>
    <message>
        <source>Stopping after the file being read…</source>
        <translation>读完当前文件后停止…</translation>
    </message>
    <message>
        <source>Removing stopped: {error}.</source>
        <translation>移除已中止：{error}。</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) removed and erased from disk.</source>
        <translation>
            <numerusform>已移除 %n 个文档，并已从磁盘上抹除。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) removed; their text leaves the disk once no other program reads the library.</source>
        <translation>
            <numerusform>已移除 %n 个文档；一旦没有其他程序在读取文档库，其文本就会从磁盘上清除。</numerusform>
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
    <name>tools</name>
    <message>
        <source>tool server {name} is not used: {problem}</source>
        <translation>工具服务器 {name} 未启用：{problem}</translation>
    </message>
    <message>
        <source>tool server {name}: the saved value of {names} is gone from the keyring; enter it again in Settings &gt; Tools</source>
        <translation>工具服务器 {name}：密钥环中已没有 {names} 的保存值；请在“设置 &gt; 工具”中重新输入</translation>
    </message>
    <message>
        <source>This is not valid JSON (line {line}, column {column}: {problem}).</source>
        <translation>这不是有效的 JSON（第 {line} 行，第 {column} 列：{problem}）。</translation>
    </message>
    <message>
        <source>Expected a JSON object like {{"mcpServers": {{"name": {{...}}}}}}.</source>
        <translation>应为类似 {{"mcpServers": {{"name": {{...}}}}}} 的 JSON 对象。</translation>
    </message>
    <message>
        <source>No "mcpServers" object found: expected {{"mcpServers": {{"name": {{"command": ...}}}}}}.</source>
        <translation>未找到 "mcpServers" 对象：应为 {{"mcpServers": {{"name": {{"command": ...}}}}}}。</translation>
    </message>
    <message>
        <source>"mcpServers" must be an object mapping names to servers.</source>
        <translation>"mcpServers" 必须是从名称映射到服务器的对象。</translation>
    </message>
    <message>
        <source>server {name}: {problem}</source>
        <translation>服务器 {name}：{problem}</translation>
    </message>
    <message>
        <source>a name is 1-64 letters, digits, spaces, '_' or '-', starting with one</source>
        <translation>名称须为 1–64 个字母、数字、空格、'_' 或 '-'，并以其中之一开头</translation>
    </message>
    <message>
        <source>must be an object with a 'command' (a program) or a 'url' (an HTTP server)</source>
        <translation>必须是包含 'command'（程序）或 'url'（HTTP 服务器）的对象</translation>
    </message>
    <message>
        <source>'type' must be a string such as "stdio" or "http"</source>
        <translation>'type' 必须是字符串，例如 "stdio" 或 "http"</translation>
    </message>
    <message>
        <source>the old SSE transport is not supported; use the server's Streamable HTTP endpoint ("type": "http", usually a URL ending in /mcp)</source>
        <translation>不支持旧的 SSE 传输方式；请使用服务器的 Streamable HTTP 端点（"type": "http"，通常是以 /mcp 结尾的 URL）</translation>
    </message>
    <message>
        <source>unknown type {type}: use "stdio" or "http"</source>
        <translation>未知类型 {type}：请使用 "stdio" 或 "http"</translation>
    </message>
    <message>
        <source>has both 'command' and 'url': give one (or set "type")</source>
        <translation>同时包含 'command' 和 'url'：请只保留一个（或设置 "type"）</translation>
    </message>
    <message>
        <source>server {name}: 'confirmedRemote' is set by Ling Desk when you agree to its warning; it was ignored in pasted text</source>
        <translation>服务器 {name}：'confirmedRemote' 由 Ling Desk 在您同意其警告时设置；粘贴的文本中的该项已忽略</translation>
    </message>
    <message>
        <source>needs a 'command': the program that runs the server (for example "npx")</source>
        <translation>需要 'command'：运行该服务器的程序（例如 "npx"）</translation>
    </message>
    <message>
        <source>'args' must be a list of strings</source>
        <translation>'args' 必须是字符串列表</translation>
    </message>
    <message>
        <source>'cwd' must be a folder path (a string)</source>
        <translation>'cwd' 必须是文件夹路径（字符串）</translation>
    </message>
    <message>
        <source>needs a 'url' (for example "http://127.0.0.1:8000/mcp")</source>
        <translation>需要 'url'（例如 "http://127.0.0.1:8000/mcp"）</translation>
    </message>
    <message>
        <source>the url {url} is not valid ({error})</source>
        <translation>URL {url} 无效（{error}）</translation>
    </message>
    <message>
        <source>the url {url} must start with http:// or https:// and name a host</source>
        <translation>URL {url} 必须以 http:// 或 https:// 开头并包含主机名</translation>
    </message>
    <message>
        <source>put credentials in 'headers', not in the url (user:pass@ is refused)</source>
        <translation>请将凭据放在 'headers' 中，而不是 URL 里（不接受 user:pass@）</translation>
    </message>
    <message>
        <source>server {name}: {host} is not on this machine; the conversation's data goes there once you agree</source>
        <translation>服务器 {name}：{host} 不在本机上；一旦您同意，对话数据将发送到那里</translation>
    </message>
    <message>
        <source>'{what}' must be an object of names to strings</source>
        <translation>'{what}' 必须是从名称映射到字符串的对象</translation>
    </message>
    <message>
        <source>'{what}' value for {key} must be a string</source>
        <translation>'{what}' 中 {key} 的值必须是字符串</translation>
    </message>
    <message>
        <source>{path} could not be read: {error}</source>
        <translation>无法读取 {path}：{error}</translation>
    </message>
    <message>
        <source>its input schema is not a JSON object</source>
        <translation>其输入 schema 不是 JSON 对象</translation>
    </message>
    <message>
        <source>its input schema has type {type}; tools take an object</source>
        <translation>其输入 schema 的类型为 {type}；工具只接受对象</translation>
    </message>
    <message>
        <source>top level</source>
        <comment>of a schema</comment>
        <translation>顶层</translation>
    </message>
    <message>
        <source>its input schema is not valid JSON Schema ({where}: {problem})</source>
        <translation>其输入 schema 不是有效的 JSON Schema（{where}：{problem}）</translation>
    </message>
    <message>
        <source>No tool server is named {name}.</source>
        <translation>没有名为 {name} 的工具服务器。</translation>
    </message>
    <message>
        <source>The tool server {name} is turned off.</source>
        <translation>工具服务器 {name} 已关闭。</translation>
    </message>
    <message>
        <source>{url} is not on this machine: the conversation's data would go there. Agree to that in Settings &gt; Tools first.</source>
        <translation>{url} 不在本机上：对话数据将发送到那里。请先在“设置 &gt; 工具”中同意。</translation>
    </message>
    <message>
        <source>It wrote lines that are not MCP messages: {line}.</source>
        <translation>它输出了不是 MCP 消息的内容：{line}。</translation>
    </message>
    <message>
        <source>The tool server {name} stopped.</source>
        <translation>工具服务器 {name} 已停止。</translation>
    </message>
    <message>
        <source>The tool server {name} sent a message larger than {size}; Ling Desk stopped reading it there and stopped the server. It starts again when next needed.</source>
        <translation>工具服务器 {name} 发送的消息超过 {size}；Ling Desk 已在该处停止读取并停止了该服务器。下次需要时会重新启动。</translation>
    </message>
    <message>
        <source>The tool server {name} did not answer the MCP handshake within {s} s.</source>
        <translation>工具服务器 {name} 未在 {s} 秒内响应 MCP 握手。</translation>
    </message>
    <message>
        <source>The tool server {name} at {url} is not reachable ({error}).</source>
        <translation>无法连接位于 {url} 的工具服务器 {name}（{error}）。</translation>
    </message>
    <message>
        <source>The tool server {name} did not start: its working folder {folder} does not exist.</source>
        <translation>工具服务器 {name} 未能启动：其工作文件夹 {folder} 不存在。</translation>
    </message>
    <message>
        <source>The tool server {name} ({command}) did not start: {error}.</source>
        <translation>工具服务器 {name}（{command}）未能启动：{error}。</translation>
    </message>
    <message>
        <source>The tool server {name} failed: {error}.</source>
        <translation>工具服务器 {name} 出错：{error}。</translation>
    </message>
    <message>
        <source>The tool server {name} is not ready.</source>
        <translation>工具服务器 {name} 尚未就绪。</translation>
    </message>
    <message>
        <source>The tool {tool} failed: {error}</source>
        <translation>工具 {tool} 出错：{error}</translation>
    </message>
    <message>
        <source>The tool server {name} sent a message that is not valid JSON-RPC: {what}</source>
        <translation>工具服务器 {name} 发送了无效的 JSON-RPC 消息：{what}</translation>
    </message>
    <message>
        <source>The tool server {name} broke the protocol (it sent something that is not valid JSON-RPC: {what}); it was stopped and starts again when next needed.</source>
        <translation>工具服务器 {name} 违反了协议（发送了无效的 JSON-RPC 内容：{what}）；已将其停止，下次需要时会重新启动。</translation>
    </message>
    <message>
        <source>The tool {tool} did not answer within {s} s; stopped waiting.</source>
        <translation>工具 {tool} 未在 {s} 秒内响应；已停止等待。</translation>
    </message>
    <message>
        <source>The result of {tool} was cut at {size}: the tool sent more than that, so Ling Desk stopped reading it and stopped the server (it starts again when next needed).</source>
        <translation>{tool} 的结果在 {size} 处被截断：该工具发送的内容超过此大小，因此 Ling Desk 停止读取并停止了该服务器（下次需要时会重新启动）。</translation>
    </message>
    <message>
        <source>Its beginning:
{text}</source>
        <translation>开头部分：
{text}</translation>
    </message>
    <message>
        <source>its last output: {text}</source>
        <translation>其最后输出：{text}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between details</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>The tool server {name} stopped while running {tool} ({details}).</source>
        <translation>工具服务器 {name} 在运行 {tool} 时停止（{details}）。</translation>
    </message>
    <message>
        <source>The tool server {name} stopped while running {tool} ({details}); it starts again when next needed.</source>
        <translation>工具服务器 {name} 在运行 {tool} 时停止（{details}）；下次需要时会重新启动。</translation>
    </message>
    <message>
        <source>The tool server {name} stopped while running {tool}.</source>
        <translation>工具服务器 {name} 在运行 {tool} 时停止。</translation>
    </message>
    <message>
        <source>The tool server {name} stopped while running {tool}; it starts again when next needed.</source>
        <translation>工具服务器 {name} 在运行 {tool} 时停止；下次需要时会重新启动。</translation>
    </message>
    <message>
        <source>Its last output: {text}</source>
        <translation>其最后输出：{text}</translation>
    </message>
    <message>
        <source>It was ended by {signal}.</source>
        <translation>它被 {signal} 终止。</translation>
    </message>
    <message>
        <source>it was ended by {signal}</source>
        <translation>被 {signal} 终止</translation>
    </message>
    <message>
        <source>It exited with status {code}.</source>
        <translation>它以状态码 {code} 退出。</translation>
    </message>
    <message>
        <source>it exited with status {code}</source>
        <translation>以状态码 {code} 退出</translation>
    </message>
    <message>
        <source>no such program ({name})</source>
        <translation>找不到该程序（{name}）</translation>
    </message>
    <message>
        <source>Not run: the user denied this call.</source>
        <translation>未运行：用户拒绝了此调用。</translation>
    </message>
    <message>
        <source>Not run: the limit of {rounds} tool rounds was reached.</source>
        <translation>未运行：已达到 {rounds} 轮工具调用的上限。</translation>
    </message>
    <message>
        <source>Not run: stopped by the user.</source>
        <translation>未运行：已被用户停止。</translation>
    </message>
    <message>
        <source>The call failed: {error}</source>
        <translation>调用失败：{error}</translation>
    </message>
    <message>
        <source>The tool reported an error: {text}</source>
        <translation>工具报告了错误：{text}</translation>
    </message>
    <message>
        <source>(no details)</source>
        <translation>（无详细信息）</translation>
    </message>
    <message>
        <source>The secrets of MCP server {name} are kept in {path} (readable by you only) because no keyring service is available.</source>
        <translation>由于没有可用的密钥环服务，MCP 服务器 {name} 的机密信息保存在 {path} 中（仅您本人可读）。</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: wants to run</source>
        <translation>{server} 上的工具 {tool}：请求运行</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: running…</source>
        <translation>{server} 上的工具 {tool}：正在运行…</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: ran</source>
        <translation>{server} 上的工具 {tool}：已运行</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: failed</source>
        <translation>{server} 上的工具 {tool}：失败</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: not run</source>
        <translation>{server} 上的工具 {tool}：未运行</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: {state}</source>
        <translation>{server} 上的工具 {tool}：{state}</translation>
    </message>
    <message>
        <source>MCP server {server}, tool {tool}</source>
        <translation>MCP 服务器 {server}，工具 {tool}</translation>
    </message>
    <message>
        <source>Allow &amp;once</source>
        <translation>允许一次(&amp;O)</translation>
    </message>
    <message>
        <source>Run this call now; ask again next time (Alt+O)</source>
        <translation>现在运行此调用；下次仍会询问（Alt+O）</translation>
    </message>
    <message>
        <source>&amp;Always allow this tool</source>
        <translation>始终允许此工具(&amp;A)</translation>
    </message>
    <message>
        <source>Run {tool} without asking from now on (revoke in Settings &gt; Tools) (Alt+A)</source>
        <translation>从现在起运行 {tool} 时不再询问（可在“设置 &gt; 工具”中撤销）（Alt+A）</translation>
    </message>
    <message>
        <source>&amp;Deny</source>
        <translation>拒绝(&amp;D)</translation>
    </message>
    <message>
        <source>Do not run it; Ling is told it was denied (Alt+D or Esc)</source>
        <translation>不运行；Ling 会得知此调用被拒绝（Alt+D 或 Esc）</translation>
    </message>
    <message>
        <source>Keys: Alt+O allow once · Alt+A always allow · Alt+D or Esc deny this call (the answer goes on without it)</source>
        <translation>按键：Alt+O 允许一次 · Alt+A 始终允许 · Alt+D 或 Esc 拒绝此调用（回答会在没有它的情况下继续）</translation>
    </message>
    <message>
        <source>Result: {text}</source>
        <translation>结果：{text}</translation>
    </message>
    <message>
        <source>Result (empty)</source>
        <translation>结果（空）</translation>
    </message>
    <message>
        <source>Tool {tool} allowed once.</source>
        <translation>已允许工具 {tool} 运行一次。</translation>
    </message>
    <message>
        <source>Tool {tool} always allowed.</source>
        <translation>已始终允许工具 {tool}。</translation>
    </message>
    <message>
        <source>Tool {tool} denied.</source>
        <translation>已拒绝工具 {tool}。</translation>
    </message>
    <message>
        <source>Permission asked: tool {tool} on {server} wants to run. Allow once, Alt+O; always allow, Alt+A; deny, Alt+D or Esc.</source>
        <translation>请求权限：{server} 上的工具 {tool} 请求运行。允许一次，Alt+O；始终允许，Alt+A；拒绝，Alt+D 或 Esc。</translation>
    </message>
    <message>
        <source>{
  "mcpServers": {
    "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"]}
  }
}</source>
        <translation>{
  "mcpServers": {
    "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"]}
  }
}</translation>
    </message>
    <message>
        <source>The tool server {name} is at {url}, which is not on this machine.

When Ling uses its tools, the conversation's data (the tool's arguments, and whatever Ling puts in them from your chat and documents) leaves this machine and goes there.

Save it anyway?</source>
        <translation>工具服务器 {name} 位于 {url}，不在本机上。

Ling 使用其工具时，对话数据（工具的参数，以及 Ling 从您的对话和文档中放入参数的任何内容）会离开本机，发送到那里。

仍要保存吗？</translation>
    </message>
    <message>
        <source>MCP servers give Ling tools. Paste a block in the common &lt;b&gt;mcpServers&lt;/b&gt; notation (as other apps' docs give it) or edit it here. Each call asks your permission first.</source>
        <translation>MCP 服务器为 Ling 提供工具。请粘贴常见 &lt;b&gt;mcpServers&lt;/b&gt; 格式的配置块（与其他应用的文档相同），或在此编辑。每次调用都会先征求您的许可。</translation>
    </message>
    <message>
        <source>Tool servers as JSON</source>
        <translation>工具服务器（JSON）</translation>
    </message>
    <message>
        <source>The MCP servers, in the mcpServers form other apps use; checked when you save</source>
        <translation>MCP 服务器，采用其他应用使用的 mcpServers 格式；保存时检查</translation>
    </message>
    <message>
        <source>MCP tool servers off this machine are not allowed (only servers on this machine): set by your organisation</source>
        <translation>不允许使用本机以外的 MCP 工具服务器（仅限本机上的服务器）：由您的组织设定</translation>
    </message>
    <message>
        <source>Check</source>
        <comment>check the servers</comment>
        <translation>检查</translation>
    </message>
    <message>
        <source>Read the text and list its servers, or what is wrong</source>
        <translation>读取文本并列出其中的服务器，或指出问题所在</translation>
    </message>
    <message>
        <source>Tool servers</source>
        <translation>工具服务器</translation>
    </message>
    <message>
        <source>Each server, its state and its tools</source>
        <translation>每个服务器及其状态和工具</translation>
    </message>
    <message>
        <source>Server / tool</source>
        <translation>服务器 / 工具</translation>
    </message>
    <message>
        <source>State / description</source>
        <translation>状态 / 说明</translation>
    </message>
    <message>
        <source>Always allowed (these run without asking):</source>
        <translation>始终允许（运行时不再询问）：</translation>
    </message>
    <message>
        <source>Always allowed tools</source>
        <translation>始终允许的工具</translation>
    </message>
    <message>
        <source>These run without asking; remove one to be asked again</source>
        <translation>这些工具运行时不再询问；移除后会重新询问</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Ask again before this tool runs</source>
        <translation>此工具运行前重新询问</translation>
    </message>
    <message>
        <source>Requests with tool calls per answer before the loop stops</source>
        <translation>每个回答中含工具调用的请求次数上限，达到后停止循环</translation>
    </message>
    <message>
        <source>Tool rounds per answer</source>
        <translation>每个回答的工具轮数</translation>
    </message>
    <message>
        <source>A call gives up after</source>
        <translation>调用超时时间</translation>
    </message>
    <message>
        <source>Not saved:
{problems}</source>
        <translation>未保存：
{problems}</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s).</source>
        <translation>
            <numerusform>%n 个服务器。</numerusform>
        </translation>
    </message>
    <message>
        <source>No servers.</source>
        <translation>没有服务器。</translation>
    </message>
    <message>
        <source>Test</source>
        <comment>try a server</comment>
        <translation>测试</translation>
    </message>
    <message>
        <source>Start it now and list its tools</source>
        <translation>立即启动并列出其工具</translation>
    </message>
    <message>
        <source>turned off ({where})</source>
        <translation>已关闭（{where}）</translation>
    </message>
    <message>
        <source>not on this machine: asks before it is saved ({where})</source>
        <translation>不在本机上：保存前会征求同意（{where}）</translation>
    </message>
    <message>
        <source>not started: starts when a chat needs it ({where})</source>
        <translation>未启动：对话需要时启动（{where}）</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message numerus="yes">
        <source>ready: %n tool(s)</source>
        <translation>
            <numerusform>就绪：%n 个工具</numerusform>
        </translation>
    </message>
    <message>
        <source>failed: {error}</source>
        <translation>失败：{error}</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>（无说明）</translation>
    </message>
    <message>
        <source>not offered: {problem}</source>
        <translation>未提供：{problem}</translation>
    </message>
    <message>
        <source>Data leaves this machine</source>
        <translation>数据将离开本机</translation>
    </message>
    <message>
        <source>Not saved: {why}. Remove it to save the others.</source>
        <translation>未保存：{why}。请将其移除以保存其他服务器。</translation>
    </message>
    <message>
        <source>Not saved: you did not agree to send data to {url} (server {name}). Remove it or agree.</source>
        <translation>未保存：您未同意将数据发送到 {url}（服务器 {name}）。请将其移除或表示同意。</translation>
    </message>
    <message>
        <source>Tools: {note}</source>
        <translation>工具：{note}</translation>
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
