<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
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
