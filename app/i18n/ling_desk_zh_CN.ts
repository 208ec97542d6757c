<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>Engine stopped by Ling Desk</source>
        <translation>引擎已被 Ling Desk 停止</translation>
    </message>
    <message>
        <source>Ling Desk stopped the engine</source>
        <translation>Ling Desk 已停止引擎</translation>
    </message>
    <message>
        <source>The engine crashed</source>
        <translation>引擎已崩溃</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>stopped by Ling Desk</source>
        <translation>已被 Ling Desk 停止</translation>
    </message>
    <message>
        <source>lost: it stopped answering</source>
        <translation>已失联：不再应答</translation>
    </message>
    <message>
        <source>starting the engine process</source>
        <translation>正在启动引擎进程</translation>
    </message>
    <message>
        <source>loading weights</source>
        <translation>正在加载权重</translation>
    </message>
    <message>
        <source>engine is up, loading</source>
        <translation>引擎已运行，正在加载</translation>
    </message>
    <message>
        <source>stopping the engine</source>
        <translation>正在停止引擎</translation>
    </message>
    <message>
        <source>answering on {url}</source>
        <translation>在 {url} 上应答</translation>
    </message>
    <message>
        <source>could not start: {error}</source>
        <translation>无法启动：{error}</translation>
    </message>
    <message>
        <source>connecting to {url}</source>
        <translation>正在连接 {url}</translation>
    </message>
    <message>
        <source>attached to {url} (not started here)</source>
        <translation>已接入 {url}（并非在此启动）</translation>
    </message>
    <message>
        <source>detaching from {url}</source>
        <translation>正在断开 {url}</translation>
    </message>
    <message>
        <source>detached from {url} (still running there)</source>
        <translation>已断开 {url}（那边仍在运行）</translation>
    </message>
    <message>
        <source>starting {n} ranks</source>
        <translation>正在启动 {n} 个 rank</translation>
    </message>
    <message>
        <source>rank {rank} ended; stopping the others</source>
        <translation>rank {rank} 已结束；正在停止其余 rank</translation>
    </message>
    <message>
        <source>stopped, killed by signal {signal}</source>
        <translation>已停止，被信号 {signal} 终止</translation>
    </message>
    <message>
        <source>crashed, killed by signal {signal}</source>
        <translation>已崩溃，被信号 {signal} 终止</translation>
    </message>
    <message>
        <source>stopped, exited with code {code}</source>
        <translation>已停止，退出码 {code}</translation>
    </message>
    <message>
        <source>crashed, exited with code {code}</source>
        <translation>已崩溃，退出码 {code}</translation>
    </message>
    <message>
        <source>Check Settings &gt; Engine.</source>
        <translation>请检查“设置 &gt; 引擎”。</translation>
    </message>
    <message>
        <source>it {how}.</source>
        <translation>它{how}。</translation>
    </message>
    <message>
        <source>Read its log.</source>
        <translation>请查看它的日志。</translation>
    </message>
    <message>
        <source>Rank {rank} (on this machine) failed: {summary}</source>
        <translation>rank {rank}（本机）失败：{summary}</translation>
    </message>
    <message>
        <source>Rank {rank} (on the second machine) failed: {summary}</source>
        <translation>rank {rank}（第二台机器）失败：{summary}</translation>
    </message>
    <message>
        <source>The engine ran out of GPU memory.</source>
        <translation>引擎的显存不足。</translation>
    </message>
    <message>
        <source>Close other GPU programs, lower the memory fraction in Settings &gt; Engine, or shorten the context length; on a DGX Spark keep at least 91 GB free before starting.</source>
        <translation>请关闭其他占用 GPU 的程序，在“设置 &gt; 引擎”中调低显存占比，或缩短上下文长度；在 DGX Spark 上，启动前请至少保留 91 GB 可用内存。</translation>
    </message>
    <message>
        <source>The memory fraction is SGLang's --mem-fraction-static and the context length its --context-length.</source>
        <translation>显存占比对应 SGLang 的 --mem-fraction-static，上下文长度对应 --context-length。</translation>
    </message>
    <message>
        <source>The engine's port is taken by another program.</source>
        <translation>引擎的端口被另一个程序占用。</translation>
    </message>
    <message>
        <source>Let Ling Desk pick a free port (set the port to 0 in Settings &gt; Engine), or stop the other program.</source>
        <translation>让 Ling Desk 自动选择空闲端口（在“设置 &gt; 引擎”中把端口设为 0），或停止另一个程序。</translation>
    </message>
    <message>
        <source>The engine could not find the model files.</source>
        <translation>引擎找不到模型文件。</translation>
    </message>
    <message>
        <source>Point Settings &gt; Engine &gt; Model folder at a local copy of Ling-3.0-flash-fp4: the folder that holds its config file and weight shards.</source>
        <translation>请将“设置 &gt; 引擎 &gt; 模型文件夹”指向 Ling-3.0-flash-fp4 的本地副本，即包含其配置文件和权重分片的文件夹。</translation>
    </message>
    <message>
        <source>A folder with config.json and the safetensors shards; on the command line, pass --model PATH.</source>
        <translation>一个包含 config.json 和 safetensors 分片的文件夹；命令行中请传入 --model PATH。</translation>
    </message>
    <message>
        <source>A GPU kernel failed while the engine ran (an illegal memory access or a device assert).</source>
        <translation>引擎运行时某个 GPU 内核出错（非法内存访问或设备断言）。</translation>
    </message>
    <message>
        <source>Restart the engine. If the same request breaks it again, turn the optimizations off one at a time (Settings &gt; Optimizations) to find the kernel, and keep the engine log.</source>
        <translation>请重启引擎。如果同一请求再次导致出错，请逐个关闭优化（设置 &gt; 优化）来找出是哪个内核，并保留引擎日志。</translation>
    </message>
    <message>
        <source>The GPU or its driver reported an error.</source>
        <translation>GPU 或其驱动报告了错误。</translation>
    </message>
    <message>
        <source>Check that the NVIDIA driver sees the GPU and supports CUDA 13 (update it if not), then restart the engine.</source>
        <translation>请确认 NVIDIA 驱动能识别 GPU 并支持 CUDA 13（否则请更新驱动），然后重启引擎。</translation>
    </message>
    <message>
        <source>`nvidia-smi` lists the GPU and the CUDA version its driver supports.</source>
        <translation>`nvidia-smi` 会列出 GPU 及其驱动支持的 CUDA 版本。</translation>
    </message>
    <message>
        <source>The engine failed with a Python error: {error}</source>
        <translation>引擎因 Python 错误而失败：{error}</translation>
    </message>
    <message>
        <source>Read the Python error in the engine log. If it names a package, check the engine environment: it needs SGLang 0.5.23 and humming-kernels.</source>
        <translation>请查看引擎日志中的 Python 错误。如果其中提到某个包，请检查引擎环境：它需要 SGLang 0.5.23 和 humming-kernels。</translation>
    </message>
    <message>
        <source>`ling-desk check` checks the engine environment (sglang 0.5.23 and humming-kernels).</source>
        <translation>`ling-desk check` 会检查引擎环境（sglang 0.5.23 和 humming-kernels）。</translation>
    </message>
    <message>
        <source>The engine stopped without a recognised cause.</source>
        <translation>引擎已停止，原因无法识别。</translation>
    </message>
    <message>
        <source>Read the last lines of the engine log below.</source>
        <translation>请查看下方引擎日志的最后几行。</translation>
    </message>
    <message>
        <source>`ling-desk check` runs every check.</source>
        <translation>`ling-desk check` 会运行全部检查。</translation>
    </message>
    <message>
        <source>Attached to an engine at {url} that Ling Desk did not start: it is not stopped or restarted from here, and its log stays on its own machine.</source>
        <translation>已接入位于 {url} 的引擎，它并非由 Ling Desk 启动：无法在此停止或重启它，其日志也保留在它所在的机器上。</translation>
    </message>
    <message>
        <source>No engine answers GET {url}/health with 200 (waited {seconds} s).</source>
        <translation>没有引擎以 200 应答 GET {url}/health（已等待 {seconds} 秒）。</translation>
    </message>
    <message>
        <source>Start that engine, or check the URL in Settings &gt; Engine &gt; Use a running engine.</source>
        <translation>请启动该引擎，或检查“设置 &gt; 引擎 &gt; 使用正在运行的引擎”中的 URL。</translation>
    </message>
    <message>
        <source>The attached engine at {url} stopped answering /health.</source>
        <translation>位于 {url} 的已接入引擎不再应答 /health。</translation>
    </message>
    <message>
        <source>Ask whoever runs that engine, or check the network; press Start to attach again.</source>
        <translation>请联系运行该引擎的人，或检查网络；按“启动”可重新接入。</translation>
    </message>
    <message>
        <source>loading weights ({percent}%)</source>
        <translation>正在加载权重（{percent}%）</translation>
    </message>
    <message>
        <source>preparing memory after the weights</source>
        <translation>权重加载后正在准备内存</translation>
    </message>
    <message>
        <source>allocating caches</source>
        <translation>正在分配缓存</translation>
    </message>
    <message>
        <source>capturing CUDA graphs: {name}</source>
        <translation>正在捕获 CUDA 图：{name}</translation>
    </message>
    <message>
        <source>after the {name} CUDA graphs</source>
        <translation>{name} CUDA 图之后</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n} 分钟</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} 秒</translation>
    </message>
    <message>
        <source>The engine looks stuck at {stage}: no output and no progress for {silent}, where this step took {normal} in all at the last start.</source>
        <translation>引擎似乎卡在“{stage}”：已有 {silent} 没有输出也没有进展，而上次启动时这一步总共只用了 {normal}。</translation>
    </message>
    <message>
        <source>The engine looks stuck at {stage}: no output and no progress for {silent}.</source>
        <translation>引擎似乎卡在“{stage}”：已有 {silent} 没有输出也没有进展。</translation>
    </message>
    <message>
        <source>The engine could not be started: {error}</source>
        <translation>无法启动引擎：{error}</translation>
    </message>
    <message>
        <source>Check the engine environment's Python or the launcher in Settings &gt; Engine.</source>
        <translation>请检查“设置 &gt; 引擎”中引擎环境的 Python 或启动器。</translation>
    </message>
    <message>
        <source>Another program took the engine's port {port} while the engine was loading; Ling Desk sent it nothing and stopped the engine.</source>
        <translation>引擎加载期间，另一个程序占用了引擎的端口 {port}；Ling Desk 没有向它发送任何内容，并停止了引擎。</translation>
    </message>
    <message>
        <source>Stop the program that listens on that port, or set the engine port to 0 so Ling Desk picks a free one, then start again.</source>
        <translation>请停止监听该端口的程序，或把引擎端口设为 0 让 Ling Desk 自动选择空闲端口，然后再启动一次。</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未启动</translation>
    </message>
    <message>
        <source>preparing the launch</source>
        <translation>正在准备启动</translation>
    </message>
</context>
<context>
    <name>gauges</name>
    <message>
        <source>Live while a reply streams (tokens so far); last = the last finished reply; average = all decoded tokens / all decode time of this engine session.</source>
        <translation>回复流式输出时为实时值（截至目前的 token）；“上次”= 最近一次完成的回复；“平均”= 本次引擎会话中所有解码 token / 所有解码时间。</translation>
    </message>
    <message>
        <source>A line whose interval began before the current reply was sent (it counts idle time, so it reads low) is left out; its accept length is kept.</source>
        <translation>若某行的统计区间在当前回复发送之前就已开始（其中包含空闲时间，读数偏低），则不计入；但保留其接受长度。</translation>
    </message>
    <message>
        <source>Last reply, and the mean over this engine session.</source>
        <translation>上次回复，以及本次引擎会话的平均值。</translation>
    </message>
    <message>
        <source>Per request: the response's spec_tokens_details.spec_accept_length, reported by the engine at the end of the reply.</source>
        <translation>按请求：响应中的 spec_tokens_details.spec_accept_length，由引擎在回复结束时报告。</translation>
    </message>
    <message>
        <source>Rolling: the engine's `Decode batch` log lines (accept len over the last --decode-log-interval steps), or /metrics counters (generated tokens / verify calls between two polls) when no log line came.</source>
        <translation>滚动值：引擎的 `Decode batch` 日志行（最近 --decode-log-interval 步的 accept len）；没有日志行时改用 /metrics 计数器（两次轮询之间生成的 token / 验证调用次数）。</translation>
    </message>
    <message>
        <source>Decode tok/s is the client's figure; bytes per token is an estimate (see below).</source>
        <translation>解码 tok/s 为客户端测得的值；每 token 字节数为估算值（见下文）。</translation>
    </message>
    <message>
        <source>Sparkline: client decode rate per ~1 s window (dots) and the engine's gen throughput (line), last two minutes.</source>
        <translation>迷你图：客户端每约 1 秒窗口的解码速率（点）和引擎的生成吞吐量（线），最近两分钟。</translation>
    </message>
    <message>
        <source>Sparkline: the engine's rolling accept length, last two minutes.</source>
        <translation>迷你图：引擎的滚动接受长度，最近两分钟。</translation>
    </message>
    <message>
        <source>the engine stopped answering</source>
        <translation>引擎不再应答</translation>
    </message>
    <message>
        <source>decode log</source>
        <translation>解码日志</translation>
    </message>
    <message>
        <source>/metrics counters</source>
        <translation>/metrics 计数器</translation>
    </message>
    <message>
        <source>/metrics gauge</source>
        <translation>/metrics 指标</translation>
    </message>
    <message>
        <source>live, this reply so far</source>
        <translation>实时，本次回复截至目前</translation>
    </message>
    <message>
        <source>last reply</source>
        <translation>上次回复</translation>
    </message>
    <message>
        <source>client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>上次</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message numerus="yes">
        <source>%n reply(s)</source>
        <translation>
            <numerusform>%n 次回复</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>this reply</source>
        <translation>本次回复</translation>
    </message>
    <message>
        <source>TTFT average</source>
        <translation>TTFT 平均值</translation>
    </message>
    <message>
        <source>Accept (request)</source>
        <translation>接受长度（请求）</translation>
    </message>
    <message numerus="yes">
        <source>%n verify step(s)</source>
        <translation>
            <numerusform>%n 个验证步</numerusform>
        </translation>
    </message>
    <message>
        <source>Accept (rolling)</source>
        <translation>接受长度（滚动）</translation>
    </message>
    <message>
        <source>No memory bandwidth is known for this GPU: choose a hardware profile in Settings &gt; Engine.</source>
        <translation>此 GPU 的内存带宽未知：请在“设置 &gt; 引擎”中选择硬件配置。</translation>
    </message>
    <message>
        <source>No estimate of bytes per token yet.</source>
        <translation>尚无每 token 字节数的估算。</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>client + estimate</source>
        <translation>客户端 + 估算</translation>
    </message>
    <message>
        <source>Batch 1, no speculation: every weight a token uses is read once per decode step.</source>
        <translation>批大小 1、无推测：每个解码步中，token 用到的每个权重都读取一次。</translation>
    </message>
    <message>
        <source>MoE: the router, the shared expert and top-k of the routed experts (experts of equal size).</source>
        <translation>MoE：路由器、共享专家以及被路由专家中的 top-k（假定各专家大小相同）。</translation>
    </message>
    <message>
        <source>LM head read in full (BF16 as stored; 1 byte/param + a scale per row when the FP8 head is on); one embedding row.</source>
        <translation>LM head 完整读取（按存储的 BF16；开启 FP8 输出头时为每参数 1 字节 + 每行一个缩放因子）；外加一行嵌入。</translation>
    </message>
    <message>
        <source>KDA state and MLA KV cache reads included; activations, writes and the NEXTN draft layer not.</source>
        <translation>包含 KDA 状态和 MLA KV 缓存的读取；不含激活值、写入和 NEXTN 草稿层。</translation>
    </message>
    <message>
        <source>With NEXTN MTP a verify step yields accept-length tokens, so the fraction can exceed 100%.</source>
        <translation>启用 NEXTN MTP 时，每个验证步产出“接受长度”个 token，因此该比例可能超过 100%。</translation>
    </message>
    <message>
        <source>Assumes: {text}</source>
        <translation>假设：{text}</translation>
    </message>
    <message>
        <source>counted exactly from the checkpoint's safetensors headers</source>
        <translation>根据检查点的 safetensors 头精确计算</translation>
    </message>
    <message>
        <source>estimated from config.json's shapes</source>
        <translation>根据 config.json 中的形状估算</translation>
    </message>
    <message>
        <source>as stored</source>
        <translation>按存储格式</translation>
    </message>
    <message>
        <source>Bytes read per decoded token: {gb} GB ({how}; LM head {head}; context {n} tokens).</source>
        <translation>每个解码 token 读取的字节数：{gb} GB（{how}；LM head {head}；上下文 {n} 个 token）。</translation>
    </message>
    <message>
        <source>Bytes read per decoded token: {gb} GB ({how}; LM head {head}).</source>
        <translation>每个解码 token 读取的字节数：{gb} GB（{how}；LM head {head}）。</translation>
    </message>
    <message>
        <source>{kb} kB per context token</source>
        <translation>每个上下文 token {kb} kB</translation>
    </message>
    <message>
        <source>At {bandwidth} GB/s the ceiling is {tps} tok/s.</source>
        <translation>在 {bandwidth} GB/s 下，上限为 {tps} tok/s。</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>注：{text}</translation>
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
    <name>status</name>
    <message>
        <source>Engine checks</source>
        <translation>引擎检查</translation>
    </message>
    <message>
        <source>Each check's verdict; a row opens its evidence</source>
        <translation>每项检查的结论；点击一行可查看其证据</translation>
    </message>
    <message>
        <source>Engine log</source>
        <translation>引擎日志</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Replies are slower than expected ({what}): see Engine.</source>
        <translation>回复比预期慢（{what}）：请查看“引擎”。</translation>
    </message>
    <message>
        <source>Open the set-up page's step 2 (Model): Download model fetches Ling-3.0-flash (about 60 GB), or Choose folder… takes a copy already on this machine.</source>
        <translation>请打开设置向导的第 2 步（模型）：“下载模型”会获取 Ling-3.0-flash（约 60 GB），“选择文件夹…”则使用本机上已有的副本。</translation>
    </message>
    <message>
        <source>Fix the setting named above in Settings &gt; Engine, then start again.</source>
        <translation>请在“设置 &gt; 引擎”中修正上面提到的设置项，然后重新启动。</translation>
    </message>
    <message>
        <source>Check the engine environment's Python or the launcher in Settings &gt; Engine.</source>
        <translation>请检查“设置 &gt; 引擎”中引擎环境的 Python 或启动器。</translation>
    </message>
    <message>
        <source>Start it again: a first start compiles kernels and can be slow. If it stops at the same stage again, read the log (Show log); raise the ready timeout in Settings &gt; Engine if this machine is simply slow.</source>
        <translation>请重新启动：首次启动需要编译内核，可能较慢。如果再次停在同一阶段，请查看日志（显示日志）；如果只是这台机器较慢，请在“设置 &gt; 引擎”中调高就绪超时。</translation>
    </message>
    <message>
        <source>Checking that a tool call comes back structured.</source>
        <translation>正在检查工具调用能否以结构化形式返回。</translation>
    </message>
    <message>
        <source>Not running: what happened and what to do are in the red card above.</source>
        <translation>未运行：发生了什么以及如何处理，见上方红色卡片。</translation>
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
        <source>Engine stopping</source>
        <translation>引擎正在停止</translation>
    </message>
    <message>
        <source>Starting the engine</source>
        <translation>正在启动引擎</translation>
    </message>
    <message>
        <source>Loading the weights</source>
        <translation>正在加载权重</translation>
    </message>
    <message>
        <source>Setting up the caches</source>
        <translation>正在建立缓存</translation>
    </message>
    <message>
        <source>Compiling Humming's kernels</source>
        <translation>正在编译 Humming 内核</translation>
    </message>
    <message>
        <source>Capturing CUDA graphs</source>
        <translation>正在捕获 CUDA 图</translation>
    </message>
    <message>
        <source>Warming up</source>
        <translation>正在预热</translation>
    </message>
    <message>
        <source>Waiting for evidence from this start.</source>
        <translation>正在等待本次启动的证据。</translation>
    </message>
    <message>
        <source>──── engine start {time} ────</source>
        <translation>──── 引擎启动 {time} ────</translation>
    </message>
    <message>
        <source>Preparing the launch.</source>
        <translation>正在准备启动。</translation>
    </message>
    <message>
        <source>The engine stopped.</source>
        <translation>引擎已停止。</translation>
    </message>
    <message>
        <source>Read the log.</source>
        <translation>请查看日志。</translation>
    </message>
    <message>
        <source>Engine looks stuck at {stage}</source>
        <translation>引擎似乎卡在“{stage}”</translation>
    </message>
    <message>
        <source>Preparing the launch</source>
        <translation>正在准备启动</translation>
    </message>
    <message>
        <source>Loading the weights ({percent}%)</source>
        <translation>正在加载权重（{percent}%）</translation>
    </message>
    <message>
        <source>Engine could not start</source>
        <translation>引擎无法启动</translation>
    </message>
    <message>
        <source>Engine lost</source>
        <translation>引擎已失联</translation>
    </message>
    <message>
        <source>Engine crashed</source>
        <translation>引擎已崩溃</translation>
    </message>
    <message>
        <source>Engine not answering</source>
        <translation>引擎无应答</translation>
    </message>
    <message>
        <source>Engine stopped while stuck at {stage}</source>
        <translation>引擎卡在“{stage}”时被停止</translation>
    </message>
    <message numerus="yes">
        <source>Ling Desk's own engine on %n machine(s): rank 0 here, rank 1 through `{via}`; logs of both below, tagged by rank.</source>
        <translation>
            <numerusform>Ling Desk 自己的引擎，运行在 %n 台机器上：rank 0 在本机，rank 1 通过 `{via}`；两者的日志都在下方，按 rank 标注。</numerusform>
        </translation>
    </message>
    <message>
        <source>Ling Desk's own engine on this machine (127.0.0.1).</source>
        <translation>Ling Desk 自己的引擎，运行在本机（127.0.0.1）。</translation>
    </message>
    <message>
        <source>stopped while stuck at {stage}</source>
        <translation>卡在“{stage}”时被停止</translation>
    </message>
    <message>
        <source>loading weights {percent}% ({done}/{total})</source>
        <translation>正在加载权重 {percent}%（{done}/{total}）</translation>
    </message>
    <message>
        <source>capturing {name} CUDA graphs</source>
        <translation>正在捕获 {name} CUDA 图</translation>
    </message>
    <message>
        <source>allocating caches</source>
        <translation>正在分配缓存</translation>
    </message>
    <message>
        <source>The engine stopped answering (no answer to its health check for {seconds} s): it may be frozen or paused.</source>
        <translation>引擎不再应答（健康检查已 {seconds} 秒无回应）：它可能已冻结或被暂停。</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n} 分钟</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} 秒</translation>
    </message>
    <message>
        <source>The engine did not become ready within {limit} (the ready timeout in Settings &gt; Engine); it was at {stage}.</source>
        <translation>引擎未能在 {limit} 内就绪（“设置 &gt; 引擎”中的就绪超时）；当时处于“{stage}”。</translation>
    </message>
    <message>
        <source>The engine crashed ({how}); restarting in {seconds} s.</source>
        <translation>引擎已崩溃（{how}）；将在 {seconds} 秒后重启。</translation>
    </message>
    <message>
        <source>No model folder is set, and no downloaded copy of Ling-3.0-flash-fp4 was found on this machine.</source>
        <translation>尚未指定模型文件夹，本机上也没有找到已下载的 Ling-3.0-flash-fp4 副本。</translation>
    </message>
    <message>
        <source>The model folder {path} does not exist (moved, or a drive not mounted).</source>
        <translation>模型文件夹 {path} 不存在（已被移动，或磁盘未挂载）。</translation>
    </message>
    <message>
        <source>The folder {path} holds no config.json: it is not a model checkpoint.</source>
        <translation>文件夹 {path} 中没有 config.json：它不是模型检查点。</translation>
    </message>
    <message>
        <source>{url} is neither loopback nor https, so its key is not sent there in clear text. Use the server's https address, or remove the key in Settings &gt; Engine.</source>
        <translation>{url} 既不是本机回环地址也不是 https，因此不会以明文向它发送密钥。请使用服务器的 https 地址，或在“设置 &gt; 引擎”中移除该密钥。</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>Port in use</source>
        <translation>端口被占用</translation>
    </message>
    <message>
        <source>Model missing</source>
        <translation>缺少模型</translation>
    </message>
    <message>
        <source>CUDA error</source>
        <translation>CUDA 错误</translation>
    </message>
    <message>
        <source>GPU kernel fault</source>
        <translation>GPU 内核故障</translation>
    </message>
    <message>
        <source>Python error</source>
        <translation>Python 错误</translation>
    </message>
    <message>
        <source>Not ready in time</source>
        <translation>未能按时就绪</translation>
    </message>
    <message>
        <source>Could not launch</source>
        <translation>无法启动</translation>
    </message>
    <message>
        <source>Settings problem</source>
        <translation>设置有问题</translation>
    </message>
    <message>
        <source>Stopped unexpectedly</source>
        <translation>意外停止</translation>
    </message>
    <message>
        <source>another program took its port</source>
        <translation>另一个程序占用了它的端口</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>解决办法：</translation>
    </message>
    <message>
        <source>Last lines of the engine log</source>
        <translation>引擎日志的最后几行</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>复制详情</translation>
    </message>
    <message>
        <source>Copy what happened and the log's last lines</source>
        <translation>复制发生的情况和日志的最后几行</translation>
    </message>
    <message>
        <source>The engine's last words before it ended</source>
        <translation>引擎结束前输出的最后内容</translation>
    </message>
    <message>
        <source>Restart engine</source>
        <translation>重启引擎</translation>
    </message>
    <message>
        <source>Start the engine again</source>
        <translation>重新开始运行引擎</translation>
    </message>
    <message>
        <source>The engine stopped: {why}</source>
        <translation>引擎已停止：{why}</translation>
    </message>
    <message>
        <source>The engine could not start: {why}</source>
        <translation>引擎无法启动：{why}</translation>
    </message>
    <message>
        <source>Ling Desk stopped the engine: {why}</source>
        <translation>Ling Desk 停止了引擎：{why}</translation>
    </message>
    <message>
        <source>{title} (again: attempt {attempt}, {time})</source>
        <translation>{title}（再次发生：第 {attempt} 次尝试，{time}）</translation>
    </message>
    <message>
        <source>{title} ({time})</source>
        <translation>{title}（{time}）</translation>
    </message>
    <message>
        <source>{summary} ({how})</source>
        <translation>{summary}（{how}）</translation>
    </message>
    <message>
        <source>Technical detail: {detail}</source>
        <translation>技术细节：{detail}</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
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
        <source>Start the engine (checks run again on every start)</source>
        <translation>启动引擎（每次启动都会重新运行检查）</translation>
    </message>
    <message>
        <source>Stop the engine and every process it started</source>
        <translation>停止引擎及其启动的所有进程</translation>
    </message>
    <message>
        <source>Stop, then start again; the checks re-run</source>
        <translation>先停止再启动；检查会重新运行</translation>
    </message>
    <message>
        <source>{stall} Stop or Restart it, or read the log below.</source>
        <translation>{stall} 请停止或重启它，或查看下方日志。</translation>
    </message>
    <message>
        <source>{lent}: Cancel the benchmark to use it for chat.</source>
        <translation>{lent}：取消基准测试后才能用于对话。</translation>
    </message>
    <message>
        <source>Not answering</source>
        <translation>无应答</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Stopped by Ling Desk</source>
        <translation>已被 Ling Desk 停止</translation>
    </message>
    <message>
        <source>Crashed</source>
        <translation>已崩溃</translation>
    </message>
    <message>
        <source>Could not start</source>
        <translation>无法启动</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>正在停止</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <source>Benchmark running</source>
        <translation>基准测试运行中</translation>
    </message>
    <message>
        <source>{time} elapsed</source>
        <translation>已用 {time}</translation>
    </message>
    <message>
        <source>last start took {time}</source>
        <translation>上次启动用时 {time}</translation>
    </message>
    <message>
        <source>looks stuck</source>
        <translation>似乎卡住了</translation>
    </message>
    <message>
        <source>~{time} left</source>
        <translation>约剩 {time}</translation>
    </message>
    <message>
        <source>taking longer</source>
        <translation>比平时更久</translation>
    </message>
    <message>
        <source>first start: no estimate yet</source>
        <translation>首次启动：尚无预估</translation>
    </message>
    <message>
        <source>ready in {time}</source>
        <translation>{time} 后就绪</translation>
    </message>
    <message>
        <source>no figure yet</source>
        <translation>尚无数值</translation>
    </message>
    <message>
        <source>{label}: {value} ({how})</source>
        <translation>{label}：{value}（{how}）</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}：{value}</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>来源：{source}</translation>
    </message>
    <message>
        <source>tok/step</source>
        <translation>tok/步</translation>
    </message>
    <message>
        <source>s</source>
        <comment>unit: seconds</comment>
        <translation>秒</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>no data yet</source>
        <translation>尚无数据</translation>
    </message>
    <message>
        <source>Decode speed</source>
        <translation>解码速度</translation>
    </message>
    <message>
        <source>Accept length</source>
        <translation>接受长度</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 延迟</translation>
    </message>
    <message>
        <source>Bandwidth roofline</source>
        <translation>带宽 roofline</translation>
    </message>
    <message>
        <source>⇄ Serving {apps} through the local API: the engine's figures are its request.</source>
        <translation>⇄ 正在通过本地 API 为 {apps} 提供服务：引擎的数值属于该请求。</translation>
    </message>
    <message>
        <source>{lent}. Its figures are in the benchmark window.</source>
        <translation>{lent}。其数值见基准测试窗口。</translation>
    </message>
    <message>
        <source>benchmark running</source>
        <translation>基准测试运行中</translation>
    </message>
    <message>
        <source>last</source>
        <comment>the last reply's figure</comment>
        <translation>上次</translation>
    </message>
    <message>
        <source>avg</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>engine</source>
        <comment>the engine's figure</comment>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Engine vs client: {diff}% (engine {engine}, client {client} tok/s). They differ by design a little: the engine counts its last decode-log interval, the client a whole reply.</source>
        <translation>引擎与客户端之差：{diff}%（引擎 {engine}，客户端 {client} tok/s）。两者本来就略有不同：引擎统计最近一个解码日志区间，客户端统计整条回复。</translation>
    </message>
    <message>
        <source>● live</source>
        <translation>● 实时</translation>
    </message>
    <message>
        <source>engine not answering</source>
        <translation>引擎无应答</translation>
    </message>
    <message>
        <source>startup probe</source>
        <translation>启动试生成</translation>
    </message>
    <message>
        <source>client</source>
        <comment>the client's figure</comment>
        <translation>客户端</translation>
    </message>
    <message>
        <source>no reply yet</source>
        <translation>尚无回复</translation>
    </message>
    <message>
        <source>last reply</source>
        <translation>上次回复</translation>
    </message>
    <message>
        <source>rolling</source>
        <translation>滚动</translation>
    </message>
    <message>
        <source>no speculative decode seen</source>
        <translation>未见推测解码</translation>
    </message>
    <message>
        <source>of {ceiling} tok/s at {bandwidth} GB/s</source>
        <translation>占 {bandwidth} GB/s 下 {ceiling} tok/s 的比例</translation>
    </message>
    <message>
        <source>no bandwidth known for this GPU</source>
        <translation>此 GPU 的带宽未知</translation>
    </message>
    <message>
        <source>Loading NEXTN draft weights {percent}% ({done}/{total} shards)</source>
        <translation>正在加载 NEXTN 草稿权重 {percent}%（{done}/{total} 个分片）</translation>
    </message>
    <message>
        <source>Loading NEXTN draft weights {percent}%</source>
        <translation>正在加载 NEXTN 草稿权重 {percent}%</translation>
    </message>
    <message>
        <source>Loading weights {percent}% ({done}/{total} shards)</source>
        <translation>正在加载权重 {percent}%（{done}/{total} 个分片）</translation>
    </message>
    <message>
        <source>Loading weights {percent}%</source>
        <translation>正在加载权重 {percent}%</translation>
    </message>
    <message>
        <source>Allocating caches</source>
        <translation>正在分配缓存</translation>
    </message>
    <message>
        <source>Compiling Humming kernels</source>
        <translation>正在编译 Humming 内核</translation>
    </message>
    <message>
        <source>Capturing CUDA graphs: {name} ({done}/{total}), compiling Humming kernels on first use</source>
        <translation>正在捕获 CUDA 图：{name}（{done}/{total}），首次使用时编译 Humming 内核</translation>
    </message>
    <message>
        <source>Capturing CUDA graphs: {name} ({done}/{total})</source>
        <translation>正在捕获 CUDA 图：{name}（{done}/{total}）</translation>
    </message>
    <message>
        <source>Engine says ready; waiting for /health</source>
        <translation>引擎报告已就绪；正在等待 /health</translation>
    </message>
    <message>
        <source>Warming up (the engine's first request)</source>
        <translation>正在预热（引擎的第一个请求）</translation>
    </message>
    <message>
        <source>All lines</source>
        <translation>所有行</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>警告和错误</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>仅错误</translation>
    </message>
    <message>
        <source>stdout</source>
        <translation>标准输出</translation>
    </message>
    <message>
        <source>stderr</source>
        <translation>标准错误</translation>
    </message>
    <message>
        <source>({count} more characters, full line in engine.log)</source>
        <translation>（还有 {count} 个字符，完整内容见 engine.log）</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>搜索日志</translation>
    </message>
    <message>
        <source>Enter: next match; Shift+Enter: previous match</source>
        <translation>Enter：下一个匹配；Shift+Enter：上一个匹配</translation>
    </message>
    <message>
        <source>Only matching</source>
        <translation>仅显示匹配行</translation>
    </message>
    <message>
        <source>Show only the lines that contain the search text</source>
        <translation>只显示包含搜索文本的行</translation>
    </message>
    <message>
        <source>Which lines to show: all, warnings and errors, or one stream</source>
        <translation>显示哪些行：全部、警告和错误，或某一个输出流</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the selection, or every shown line when none is selected</source>
        <translation>复制所选内容；未选择时复制所有显示的行</translation>
    </message>
    <message>
        <source>The engine's output, newest at the end</source>
        <translation>引擎的输出，最新内容在末尾</translation>
    </message>
    <message>
        <source>The engine's output appears here once it starts.</source>
        <translation>引擎启动后，其输出会显示在这里。</translation>
    </message>
    <message>
        <source>In the engine log's search: the previous match</source>
        <translation>在引擎日志搜索中：上一个匹配</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 个匹配</numerusform>
        </translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>NEXTN MTP</source>
        <translation>NEXTN MTP</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>尚未检查。</translation>
    </message>
    <message>
        <source>Not checked: the engine is not running.</source>
        <translation>未检查：引擎未在运行。</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>待定</translation>
    </message>
    <message>
        <source>unprovable</source>
        <translation>无法远程证明</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>{title} failed</source>
        <translation>{title}失败</translation>
    </message>
    <message numerus="yes">
        <source>%n optimization(s) failed</source>
        <translation>
            <numerusform>%n 项优化失败</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready, slower than it should be: {what}</source>
        <translation>已就绪但偏慢：{what}</translation>
    </message>
    <message>
        <source>Engine failed</source>
        <translation>引擎失败</translation>
    </message>
    <message>
        <source>{titles}: warning</source>
        <translation>{titles}：警告</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>尚未检查</translation>
    </message>
    <message>
        <source>Checking optimizations ({done}/3 verified)</source>
        <translation>正在检查优化（已验证 {done}/3）</translation>
    </message>
    <message>
        <source>{on} of 3 optimizations verified; not provable remotely: {titles}</source>
        <translation>3 项优化中已验证 {on} 项；无法远程证明：{titles}</translation>
    </message>
    <message>
        <source>{on} of 3 optimizations verified; off: {titles}</source>
        <translation>3 项优化中已验证 {on} 项；已关闭：{titles}</translation>
    </message>
    <message>
        <source>All 3 optimizations verified</source>
        <translation>3 项优化全部通过验证</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>证据：</translation>
    </message>
    <message>
        <source>What to do: {remedy}</source>
        <translation>解决办法：{remedy}</translation>
    </message>
    <message>
        <source>This check took {seconds} s to decide.</source>
        <translation>此项检查用了 {seconds} 秒得出结论。</translation>
    </message>
    <message>
        <source>Open settings</source>
        <translation>打开设置</translation>
    </message>
    <message>
        <source>Show log</source>
        <translation>显示日志</translation>
    </message>
    <message>
        <source>Copy this check's verdict, evidence and remedy</source>
        <translation>复制此项检查的结论、证据和解决办法</translation>
    </message>
    <message>
        <source>For the check {title}</source>
        <translation>用于检查“{title}”</translation>
    </message>
    <message>
        <source>{title} failed: {summary}</source>
        <translation>{title}失败：{summary}</translation>
    </message>
    <message>
        <source>{title}: {status}
{summary}
Click for the evidence and the fix.</source>
        <translation>{title}：{status}
{summary}
点击查看证据和解决办法。</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>(seen in this run)</source>
        <translation>（本次运行中所见）</translation>
    </message>
    <message>
        <source>No evidence yet.</source>
        <translation>尚无证据。</translation>
    </message>
    <message>
        <source>Technical detail:</source>
        <translation>技术细节：</translation>
    </message>
    <message>
        <source>Optimizations</source>
        <translation>优化</translation>
    </message>
    <message>
        <source>All checks</source>
        <translation>全部检查</translation>
    </message>
    <message>
        <source>Show every preflight and live check, not just the six main rows</source>
        <translation>显示所有启动前检查和运行时检查，而不只是六个主要行</translation>
    </message>
    <message>
        <source>Overall: red when any optimization failed, amber on a warning, grey while checks run, green only when all three are verified with evidence from this run.</source>
        <translation>总体状态：任一优化失败时为红色，有警告时为琥珀色，检查进行中为灰色；只有三项优化都以本次运行的证据通过验证时才为绿色。</translation>
    </message>
</context>
<context>
    <name>telemetry</name>
    <message>
        <source>Decode speed (client): completion tokens generated after the first chunk, divided by the time from the first chunk to the last. Time to first token is not included.</source>
        <translation>解码速度（客户端）：第一个数据块之后生成的补全 token 数，除以从第一个到最后一个数据块的时间。不含首 token 延迟。</translation>
    </message>
    <message>
        <source>Time to first token (client): from sending the request to the arrival of the first chunk that carries generated text (thinking or answer).</source>
        <translation>首 token 延迟（客户端）：从发送请求到收到第一个包含生成文本（思考或回答）的数据块。</translation>
    </message>
    <message>
        <source>Accept length (engine): tokens produced per verify step of speculative decoding, SGLang's spec_accept_length. 1.00 means every draft was rejected; up to 4 with 3 MTP steps.</source>
        <translation>接受长度（引擎）：推测解码每个验证步产出的 token 数，即 SGLang 的 spec_accept_length。1.00 表示所有草稿均被拒绝；3 个 MTP 步时最高为 4。</translation>
    </message>
    <message>
        <source>Engine throughput (engine): SGLang's gen throughput, tokens generated per second over its last decode-log interval (--decode-log-interval steps).</source>
        <translation>引擎吞吐量（引擎）：SGLang 的 gen throughput，即最近一个解码日志区间（--decode-log-interval 步）内每秒生成的 token 数。</translation>
    </message>
    <message>
        <source>Fraction of the memory-bandwidth roofline: decode tok/s x bytes read per decoded token, divided by the GPU's peak bandwidth.</source>
        <translation>内存带宽 roofline 占比：解码 tok/s × 每个解码 token 读取的字节数，除以 GPU 的峰值带宽。</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>{tokens} tokens in {seconds} s</source>
        <translation>{tokens} 个 token，用时 {seconds} 秒</translation>
    </message>
    <message>
        <source>{tokens} tokens</source>
        <translation>{tokens} 个 token</translation>
    </message>
    <message>
        <source>in {seconds} s</source>
        <translation>用时 {seconds} 秒</translation>
    </message>
    <message>
        <source>TTFT {seconds} s</source>
        <translation>TTFT {seconds} 秒</translation>
    </message>
    <message>
        <source>decode {tps} tok/s</source>
        <translation>解码 {tps} tok/s</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the figures of a measurement</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>and {n} more</source>
        <translation>等另外 {n} 个</translation>
    </message>
    <message>
        <source>{file} is missing (the hub lists {want} bytes)</source>
        <translation>缺少 {file}（hub 列出的大小为 {want} 字节）</translation>
    </message>
    <message>
        <source>{file} has {size} bytes, the hub lists {want}</source>
        <translation>{file} 为 {size} 字节，hub 列出的是 {want}</translation>
    </message>
    <message>
        <source>No model folder is set and no local copy of inclusionAI/Ling-3.0-flash-fp4 was found in the Hugging Face cache.</source>
        <translation>尚未指定模型文件夹，Hugging Face 缓存中也没有找到 inclusionAI/Ling-3.0-flash-fp4 的本地副本。</translation>
    </message>
    <message>
        <source>Download the model (press Download model in the window), or choose a folder that already holds the checkpoint (Settings &gt; Engine &gt; Model folder).</source>
        <translation>请下载模型（在窗口中按“下载模型”），或选择一个已包含该检查点的文件夹（设置 &gt; 引擎 &gt; 模型文件夹）。</translation>
    </message>
    <message>
        <source>From a terminal: `ling-desk model download`, or pass --model PATH (a folder with config.json and the safetensors shards).</source>
        <translation>在终端中：`ling-desk model download`，或传入 --model PATH（一个包含 config.json 和 safetensors 分片的文件夹）。</translation>
    </message>
    <message>
        <source>The model folder {path} does not exist.</source>
        <translation>模型文件夹 {path} 不存在。</translation>
    </message>
    <message>
        <source>Point Settings &gt; Engine &gt; Model folder at a downloaded Ling-3.0-flash checkpoint.</source>
        <translation>请将“设置 &gt; 引擎 &gt; 模型文件夹”指向已下载的 Ling-3.0-flash 检查点。</translation>
    </message>
    <message>
        <source>On the command line: --model PATH.</source>
        <translation>命令行中：--model PATH。</translation>
    </message>
    <message>
        <source>{path} is a file, not a model folder.</source>
        <translation>{path} 是一个文件，不是模型文件夹。</translation>
    </message>
    <message>
        <source>Choose the folder that holds the model, not a file in it.</source>
        <translation>请选择包含模型的文件夹，而不是其中的某个文件。</translation>
    </message>
    <message>
        <source>--model takes the folder that holds config.json.</source>
        <translation>--model 需要的是包含 config.json 的文件夹。</translation>
    </message>
    <message>
        <source>the hub listing of {repo} at {commit}</source>
        <translation>{repo} 在 {commit} 的 hub 文件列表</translation>
    </message>
    <message>
        <source>The download into {path} has not finished.</source>
        <translation>下载到 {path} 的过程尚未完成。</translation>
    </message>
    <message>
        <source>Run the download again: it finishes the rest.</source>
        <translation>请再次运行下载：它会完成剩余部分。</translation>
    </message>
    <message>
        <source>{count} file(s) differ from {where}: {files}</source>
        <translation>{count} 个文件与{where}不符：{files}</translation>
    </message>
    <message>
        <source>Run the download again: it fetches what is missing or wrong.</source>
        <translation>请再次运行下载：它会获取缺失或有误的文件。</translation>
    </message>
    <message>
        <source>every file matches the size in {where}</source>
        <translation>每个文件的大小都与{where}一致</translation>
    </message>
    <message>
        <source>{path} is missing: this is not a Hugging Face model folder.</source>
        <translation>缺少 {path}：这不是 Hugging Face 模型文件夹。</translation>
    </message>
    <message>
        <source>Download the whole checkpoint: its config file, tokenizer and weight shards.</source>
        <translation>请下载完整的检查点：配置文件、分词器和权重分片。</translation>
    </message>
    <message>
        <source>config.json, the tokenizer files and the safetensors shards.</source>
        <translation>config.json、分词器文件和 safetensors 分片。</translation>
    </message>
    <message>
        <source>{path} cannot be read as JSON: {error}</source>
        <translation>{path} 无法作为 JSON 读取：{error}</translation>
    </message>
    <message>
        <source>Download the checkpoint's config file again; it is damaged.</source>
        <translation>请重新下载检查点的配置文件；它已损坏。</translation>
    </message>
    <message>
        <source>The file is config.json.</source>
        <translation>该文件是 config.json。</translation>
    </message>
    <message>
        <source>config.json says architectures={archs}, not {wanted}: this is not a Ling-3.0-flash checkpoint.</source>
        <translation>config.json 中 architectures={archs}，而不是 {wanted}：这不是 Ling-3.0-flash 检查点。</translation>
    </message>
    <message>
        <source>Point the model folder at inclusionAI/Ling-3.0-flash-fp4 (or another Ling-3.0-flash checkpoint).</source>
        <translation>请将模型文件夹指向 inclusionAI/Ling-3.0-flash-fp4（或其他 Ling-3.0-flash 检查点）。</translation>
    </message>
    <message>
        <source>config.json has num_nextn_predict_layers={layers}: no NEXTN (MTP) layer to draft with.</source>
        <translation>config.json 中 num_nextn_predict_layers={layers}：没有可用于生成草稿的 NEXTN（MTP）层。</translation>
    </message>
    <message>
        <source>Use a checkpoint that ships the NEXTN layer, or turn off NEXTN MTP in Settings.</source>
        <translation>请使用带有 NEXTN 层的检查点，或在“设置”中关闭 NEXTN MTP。</translation>
    </message>
    <message>
        <source>quantization_config ({method}) leaves lm_head unquantized (ignored: {names})</source>
        <translation>quantization_config（{method}）未量化 lm_head（忽略：{names}）</translation>
    </message>
    <message>
        <source>config.json has no quantization_config: lm_head is stored unquantized</source>
        <translation>config.json 中没有 quantization_config：lm_head 以未量化形式存储</translation>
    </message>
    <message>
        <source>{file} cannot be read: {error}</source>
        <translation>无法读取 {file}：{error}</translation>
    </message>
    <message>
        <source>Download the checkpoint's index file again.</source>
        <translation>请重新下载检查点的索引文件。</translation>
    </message>
    <message>
        <source>{file} in {path} names no weight shards.</source>
        <translation>{path} 中的 {file} 没有列出任何权重分片。</translation>
    </message>
    <message>
        <source>Download the whole checkpoint: its weight files are not here.</source>
        <translation>请下载完整的检查点：这里没有它的权重文件。</translation>
    </message>
    <message>
        <source>{path} holds no {file} and no *.safetensors file.</source>
        <translation>{path} 中既没有 {file}，也没有 *.safetensors 文件。</translation>
    </message>
    <message>
        <source>Download the checkpoint's weight files.</source>
        <translation>请下载检查点的权重文件。</translation>
    </message>
    <message>
        <source>The weight files are the *.safetensors shards.</source>
        <translation>权重文件即 *.safetensors 分片。</translation>
    </message>
    <message>
        <source>{file} is not a readable safetensors file: {error}</source>
        <translation>{file} 不是可读取的 safetensors 文件：{error}</translation>
    </message>
    <message>
        <source>Download the weight files named above again: they cannot be read.</source>
        <translation>请重新下载上面列出的权重文件：它们无法读取。</translation>
    </message>
    <message>
        <source>{missing} of the {count} shards named in {file} are missing: {shown}</source>
        <translation>{file} 中列出的 {count} 个分片里缺少 {missing} 个：{shown}</translation>
    </message>
    <message>
        <source>Finish the download.</source>
        <translation>请完成下载。</translation>
    </message>
    <message>
        <source>`hf download` resumes it.</source>
        <translation>`hf download` 可以续传。</translation>
    </message>
    <message>
        <source>{empty} of the {count} shards are empty: {shown}</source>
        <translation>{count} 个分片中有 {empty} 个为空：{shown}</translation>
    </message>
    <message>
        <source>Download the checkpoint again; these weight files hold nothing.</source>
        <translation>请重新下载检查点；这些权重文件是空的。</translation>
    </message>
    <message>
        <source>{count} safetensors files, {size} on disk</source>
        <translation>{count} 个 safetensors 文件，磁盘上 {size}</translation>
    </message>
    <message>
        <source>The shards hold {size} bytes but {file} says the tensors alone take {total}: some shards are truncated.</source>
        <translation>分片共 {size} 字节，但 {file} 表明仅张量就有 {total} 字节：部分分片不完整。</translation>
    </message>
    <message>
        <source>Download the checkpoint again; an interrupted download left short files.</source>
        <translation>请重新下载检查点；中断的下载留下了不完整的文件。</translation>
    </message>
    <message>
        <source>NEXTN layer weights present ({count} tensors under {prefix}*, e.g. {example})</source>
        <translation>存在 NEXTN 层权重（{prefix}* 下有 {count} 个张量，例如 {example}）</translation>
    </message>
    <message>
        <source>config.json announces a NEXTN layer but the weights have none under {prefix}* ({names}): the checkpoint's MTP layer is missing.</source>
        <translation>config.json 声明有 NEXTN 层，但权重中 {prefix}* 下没有（{names}）：检查点缺少 MTP 层。</translation>
    </message>
    <message>
        <source>Use the full checkpoint (with its MTP layer), or turn off NEXTN MTP in Settings.</source>
        <translation>请使用完整的检查点（含 MTP 层），或在“设置”中关闭 NEXTN MTP。</translation>
    </message>
    <message>
        <source>Use a checkpoint whose output head is stored in BF16 (Ling-3.0-flash-fp4's is), or turn off the FP8 LM head in Settings &gt; Optimizations.</source>
        <translation>请使用输出头以 BF16 存储的检查点（Ling-3.0-flash-fp4 即是），或在“设置 &gt; 优化”中关闭 FP8 输出头。</translation>
    </message>
    <message>
        <source>The FP8 head quantizes a BF16 lm_head itself.</source>
        <translation>FP8 输出头会自行量化 BF16 的 lm_head。</translation>
    </message>
    <message>
        <source>no lm_head scale tensor in the weights: lm_head is unquantized</source>
        <translation>权重中没有 lm_head 缩放张量：lm_head 未量化</translation>
    </message>
    <message>
        <source>Create the engine environment (press Create engine environment in the window), or point Settings &gt; Engine &gt; Engine Python at one you made yourself.</source>
        <translation>请创建引擎环境（在窗口中按“创建引擎环境”），或将“设置 &gt; 引擎 &gt; 引擎 Python”指向您自己建立的环境。</translation>
    </message>
    <message>
        <source>From a terminal: `ling-desk engine-env create`; or by hand: `python3 -m venv ~/ling-engine &amp;&amp; ~/ling-engine/bin/pip install {specs}`, then point Settings &gt; Engine &gt; Engine Python (or --engine-python) at ~/ling-engine/bin/python.</source>
        <translation>在终端中：`ling-desk engine-env create`；或手动：`python3 -m venv ~/ling-engine &amp;&amp; ~/ling-engine/bin/pip install {specs}`，然后将“设置 &gt; 引擎 &gt; 引擎 Python”（或 --engine-python）指向 ~/ling-engine/bin/python。</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the clauses of one sentence</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>hardware profile: {id} ({title})</source>
        <translation>硬件配置：{id}（{title}）</translation>
    </message>
    <message>
        <source>Set Settings &gt; Engine &gt; Hardware profile to auto or a listed profile.</source>
        <translation>请将“设置 &gt; 引擎 &gt; 硬件配置”设为自动或列表中的某个配置。</translation>
    </message>
    <message>
        <source>the FP8 LM head and the FP32 LM head are both on; they exclude each other</source>
        <translation>FP8 LM head 和 FP32 LM head 同时开启；二者互斥</translation>
    </message>
    <message>
        <source>Turn one of them off in Settings &gt; Optimizations.</source>
        <translation>请在“设置 &gt; 优化”中关闭其中一个。</translation>
    </message>
    <message>
        <source>mem_fraction_static={fraction} is above {default} on {gpu}: 0.75 once froze a Spark (unified memory freezes instead of raising)</source>
        <translation>在 {gpu} 上 mem_fraction_static={fraction} 高于 {default}：0.75 曾让一台 Spark 死机（统一内存不足时会冻结而不是报错）</translation>
    </message>
    <message>
        <source>Set the memory fraction in Settings &gt; Engine back to the hardware profile's choice ({default}).</source>
        <translation>请在“设置 &gt; 引擎”中将显存占比改回硬件配置的取值（{default}）。</translation>
    </message>
    <message>
        <source>In settings.toml: mem_fraction_static = 0 (0 = the profile's {default}).</source>
        <translation>在 settings.toml 中：mem_fraction_static = 0（0 = 配置的 {default}）。</translation>
    </message>
    <message>
        <source>context_length={length} is above the model's 262144 tokens</source>
        <translation>context_length={length} 超过了模型的 262144 个 token</translation>
    </message>
    <message>
        <source>Set the context length to 262144 or less in Settings &gt; Engine.</source>
        <translation>请在“设置 &gt; 引擎”中将上下文长度设为 262144 或更小。</translation>
    </message>
    <message>
        <source>ready_timeout_s={timeout} is not positive</source>
        <translation>ready_timeout_s={timeout} 不是正数</translation>
    </message>
    <message>
        <source>Set Settings &gt; Engine &gt; Ready timeout to a positive number of minutes.</source>
        <translation>请将“设置 &gt; 引擎 &gt; 就绪超时”设为正的分钟数。</translation>
    </message>
    <message>
        <source>In settings.toml, ready_timeout_s is in seconds.</source>
        <translation>在 settings.toml 中，ready_timeout_s 以秒为单位。</translation>
    </message>
    <message>
        <source>settings file: {problem}</source>
        <translation>设置文件：{problem}</translation>
    </message>
    <message>
        <source>Contradictory settings: {problems}.</source>
        <translation>设置相互矛盾：{problems}。</translation>
    </message>
    <message>
        <source>{problems}.</source>
        <comment>a list of problems as one sentence</comment>
        <translation>{problems}。</translation>
    </message>
    <message>
        <source>Fix or remove the settings named above in the settings file.</source>
        <translation>请在设置文件中修正或删除上面提到的设置项。</translation>
    </message>
    <message>
        <source>The file is settings.toml in the config folder.</source>
        <translation>该文件是配置文件夹中的 settings.toml。</translation>
    </message>
    <message>
        <source>The settings agree with each other.</source>
        <translation>各项设置互相一致。</translation>
    </message>
    <message>
        <source>Attached to a running engine: its environment is not ours to inspect.</source>
        <translation>已接入正在运行的引擎：其环境不归我们检查。</translation>
    </message>
    <message>
        <source>A custom launcher starts the engine: Ling Desk does not know which Python it runs, so it cannot inspect the engine environment.</source>
        <translation>引擎由自定义启动器启动：Ling Desk 不知道它使用哪个 Python，因此无法检查引擎环境。</translation>
    </message>
    <message>
        <source>The engine environment was not probed.</source>
        <translation>未探测引擎环境。</translation>
    </message>
    <message>
        <source>The engine environment did not run: {error}.</source>
        <translation>引擎环境无法运行：{error}。</translation>
    </message>
    <message>
        <source>engine Python: {python}</source>
        <translation>引擎 Python：{python}</translation>
    </message>
    <message>
        <source>absent</source>
        <comment>a package not installed</comment>
        <translation>未安装</translation>
    </message>
    <message>
        <source>probe error: {error}</source>
        <translation>探测错误：{error}</translation>
    </message>
    <message>
        <source>SGLang is not installed in the engine environment.</source>
        <translation>引擎环境中未安装 SGLang。</translation>
    </message>
    <message>
        <source>humming-kernels is not installed in the engine environment (sglang {version} is): the Humming MoE backend cannot run.</source>
        <translation>引擎环境中未安装 humming-kernels（sglang {version} 已安装）：Humming MoE 后端无法运行。</translation>
    </message>
    <message>
        <source>Humming's MoE kernels are not installed in the engine environment. Create the engine environment again, or install humming-kernels into it; or turn off Humming MoE in Settings &gt; Optimizations.</source>
        <translation>引擎环境中未安装 Humming 的 MoE 内核。请重新建立引擎环境，或在其中安装 humming-kernels；也可以在“设置 &gt; 优化”中关闭 Humming MoE。</translation>
    </message>
    <message>
        <source>From a terminal: `&lt;engine python&gt; -m pip install 'humming-kernels[cu13]==0.1.12'`.</source>
        <translation>在终端中：`&lt;engine python&gt; -m pip install 'humming-kernels[cu13]==0.1.12'`。</translation>
    </message>
    <message>
        <source>torch {version} in the engine environment is a CPU-only build: SGLang cannot use the GPU.</source>
        <translation>引擎环境中的 torch {version} 是仅 CPU 版本：SGLang 无法使用 GPU。</translation>
    </message>
    <message>
        <source>Install a build of torch that can use the GPU in the engine environment: reinstalling SGLang 0.5.23 there brings the CUDA build it pins.</source>
        <translation>请在引擎环境中安装能使用 GPU 的 torch：在其中重新安装 SGLang 0.5.23 会带来它所锁定的 CUDA 版本。</translation>
    </message>
    <message>
        <source>From a terminal: `&lt;engine python&gt; -m pip install --force-reinstall 'sglang==0.5.23'`.</source>
        <translation>在终端中：`&lt;engine python&gt; -m pip install --force-reinstall 'sglang==0.5.23'`。</translation>
    </message>
    <message>
        <source>torch in the engine environment sees no CUDA device.</source>
        <translation>引擎环境中的 torch 看不到任何 CUDA 设备。</translation>
    </message>
    <message>
        <source>The engine will not start without a GPU: check that the NVIDIA driver lists the GPU and that it is not hidden from the engine.</source>
        <translation>没有 GPU 引擎就无法启动：请确认 NVIDIA 驱动能列出 GPU，且 GPU 没有对引擎隐藏。</translation>
    </message>
    <message>
        <source>Check `nvidia-smi` and CUDA_VISIBLE_DEVICES.</source>
        <translation>请检查 `nvidia-smi` 和 CUDA_VISIBLE_DEVICES。</translation>
    </message>
    <message>
        <source>The engine environment has sglang {version}; Ling Desk is built and tested against {wanted}.</source>
        <translation>引擎环境中是 sglang {version}；Ling Desk 是基于 {wanted} 构建和测试的。</translation>
    </message>
    <message>
        <source>Install SGLang {version} in the engine environment.</source>
        <translation>请在引擎环境中安装 SGLang {version}。</translation>
    </message>
    <message>
        <source>From a terminal: `&lt;engine python&gt; -m pip install 'sglang=={version}'`.</source>
        <translation>在终端中：`&lt;engine python&gt; -m pip install 'sglang=={version}'`。</translation>
    </message>
    <message>
        <source>sglang {sglang} and humming-kernels {humming} run in the engine environment.</source>
        <translation>sglang {sglang} 和 humming-kernels {humming} 在引擎环境中运行正常。</translation>
    </message>
    <message>
        <source>sglang {sglang} run in the engine environment.</source>
        <translation>sglang {sglang} 在引擎环境中运行正常。</translation>
    </message>
    <message>
        <source>Attached to a running engine: its installation is not ours to inspect.</source>
        <translation>已接入正在运行的引擎：其安装不归我们检查。</translation>
    </message>
    <message>
        <source>A custom launcher starts the engine: its installation is unknown to Ling Desk.</source>
        <translation>引擎由自定义启动器启动：Ling Desk 不了解它的安装情况。</translation>
    </message>
    <message>
        <source>The engine environment did not answer (see Engine environment).</source>
        <translation>引擎环境没有应答（见“引擎环境”）。</translation>
    </message>
    <message>
        <source>this SGLang has no Humming MoE method (Mxfp4HummingMoEMethod)</source>
        <translation>此 SGLang 没有 Humming MoE 方法（Mxfp4HummingMoEMethod）</translation>
    </message>
    <message>
        <source>Install SGLang {version} with humming-kernels in the engine environment, or turn off Humming MoE in Settings &gt; Optimizations.</source>
        <translation>请在引擎环境中安装 SGLang {version} 和 humming-kernels，或在“设置 &gt; 优化”中关闭 Humming MoE。</translation>
    </message>
    <message>
        <source>From a terminal: `&lt;engine python&gt; -m pip install {specs}`.</source>
        <translation>在终端中：`&lt;engine python&gt; -m pip install {specs}`。</translation>
    </message>
    <message>
        <source>FP8 LM head: native</source>
        <translation>FP8 LM head：原生支持</translation>
    </message>
    <message>
        <source>FP8 LM head: through Ling Desk's engine extension (not native)</source>
        <translation>FP8 LM head：通过 Ling Desk 的引擎扩展（非原生）</translation>
    </message>
    <message>
        <source>this SGLang cannot build an FP8 LM head: it has no native one (fp8_lm_head_native={native}) and Ling Desk's engine extension cannot load there (external_package_supported={supported}, ext_compatible={compatible})</source>
        <translation>此 SGLang 无法构建 FP8 LM head：它没有原生实现（fp8_lm_head_native={native}），Ling Desk 的引擎扩展也无法在其中加载（external_package_supported={supported}，ext_compatible={compatible}）</translation>
    </message>
    <message>
        <source>Install SGLang {version}, which can load Ling Desk's engine extension, or turn off the FP8 LM head in Settings &gt; Optimizations.</source>
        <translation>请安装能加载 Ling Desk 引擎扩展的 SGLang {version}，或在“设置 &gt; 优化”中关闭 FP8 输出头。</translation>
    </message>
    <message>
        <source>sglang=={version} loads the extension through its SGLANG_EXTERNAL_MODEL_PACKAGE hook.</source>
        <translation>sglang=={version} 通过其 SGLANG_EXTERNAL_MODEL_PACKAGE 钩子加载该扩展。</translation>
    </message>
    <message>
        <source>NEXTN draft shares the head module: native</source>
        <translation>NEXTN 草稿共享输出头模块：原生支持</translation>
    </message>
    <message>
        <source>NEXTN draft shares the head module: through the engine extension</source>
        <translation>NEXTN 草稿共享输出头模块：通过引擎扩展</translation>
    </message>
    <message>
        <source>the Bailing NEXTN draft keeps its own BF16 head module (draft_shares_head_native={native}) and the engine extension cannot fix it here: with an FP8 head every draft would be rejected</source>
        <translation>Bailing NEXTN 草稿保留自己的 BF16 输出头模块（draft_shares_head_native={native}），引擎扩展在此无法修正：使用 FP8 输出头时所有草稿都会被拒绝</translation>
    </message>
    <message>
        <source>Turn off the FP8 LM head or NEXTN MTP in Settings &gt; Optimizations, or install an SGLang the engine extension supports.</source>
        <translation>请在“设置 &gt; 优化”中关闭 FP8 输出头或 NEXTN MTP，或安装引擎扩展支持的 SGLang。</translation>
    </message>
    <message>
        <source>engine extension problem: {problem}</source>
        <translation>引擎扩展问题：{problem}</translation>
    </message>
    <message>
        <source>The installed SGLang cannot do what the settings ask: {problems}.</source>
        <translation>已安装的 SGLang 无法满足设置的要求：{problems}。</translation>
    </message>
    <message>
        <source>Nothing the settings ask needs a special capability.</source>
        <translation>当前设置不需要任何特殊能力。</translation>
    </message>
    <message>
        <source>container runtime: {runtime}</source>
        <translation>容器运行时：{runtime}</translation>
    </message>
    <message>
        <source>image: {image}</source>
        <translation>镜像：{image}</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>未指定</translation>
    </message>
    <message>
        <source>No SGLang image is set for {runtime}.</source>
        <translation>尚未为 {runtime} 指定 SGLang 镜像。</translation>
    </message>
    <message>
        <source>Set Settings &gt; Engine &gt; Image to an SGLang image.</source>
        <translation>请将“设置 &gt; 引擎 &gt; 镜像”设为一个 SGLang 镜像。</translation>
    </message>
    <message>
        <source>For example lmsysorg/sglang:v0.5.23-cu130.</source>
        <translation>例如 lmsysorg/sglang:v0.5.23-cu130。</translation>
    </message>
    <message>
        <source>{runtime} is not installed (not on PATH).</source>
        <translation>{runtime} 未安装（不在 PATH 中）。</translation>
    </message>
    <message>
        <source>Install {runtime} and the NVIDIA container toolkit, or run the engine from an engine environment instead (Settings &gt; Engine &gt; Runs in).</source>
        <translation>请安装 {runtime} 和 NVIDIA container toolkit，或改为在引擎环境中运行引擎（设置 &gt; 引擎 &gt; 运行于）。</translation>
    </message>
    <message>
        <source>An engine environment is a Python venv with sglang and humming-kernels.</source>
        <translation>引擎环境是一个装有 sglang 和 humming-kernels 的 Python venv。</translation>
    </message>
    <message>
        <source>{runtime} did not answer: {error}.</source>
        <translation>{runtime} 没有应答：{error}。</translation>
    </message>
    <message>
        <source>Check that the {runtime} service runs.</source>
        <translation>请检查 {runtime} 服务是否在运行。</translation>
    </message>
    <message>
        <source>The image {image} is not on this machine ({error}).</source>
        <translation>本机上没有镜像 {image}（{error}）。</translation>
    </message>
    <message>
        <source>The image {image} is not on this machine.</source>
        <translation>本机上没有镜像 {image}。</translation>
    </message>
    <message>
        <source>Download (pull) the image yourself; Ling Desk never pulls images.</source>
        <translation>请自行下载（pull）该镜像；Ling Desk 从不拉取镜像。</translation>
    </message>
    <message>
        <source>From a terminal: `{runtime} pull {image}`.</source>
        <translation>在终端中：`{runtime} pull {image}`。</translation>
    </message>
    <message>
        <source>{runtime} has the image {image}; what it can do is proven once it runs.</source>
        <translation>{runtime} 中有镜像 {image}；它的能力要等运行后才能证明。</translation>
    </message>
    <message>
        <source>{total} total, {free} free</source>
        <translation>共 {total}，可用 {free}</translation>
    </message>
    <message>
        <source>memory [N/A] (unified)</source>
        <translation>显存 [N/A]（统一内存）</translation>
    </message>
    <message>
        <source>nvidia-smi: {gpu}, compute capability {cc}, {memory}</source>
        <translation>nvidia-smi：{gpu}，计算能力 {cc}，{memory}</translation>
    </message>
    <message>
        <source>Attached to a running engine: its GPU is its own business.</source>
        <translation>已接入正在运行的引擎：其 GPU 由它自己负责。</translation>
    </message>
    <message>
        <source>No NVIDIA GPU found on this machine, and a custom launcher starts the engine (it may run elsewhere): not checked.</source>
        <translation>本机上没有找到 NVIDIA GPU，且引擎由自定义启动器启动（可能在别处运行）：未检查。</translation>
    </message>
    <message>
        <source>nvidia-smi is not installed</source>
        <translation>未安装 nvidia-smi</translation>
    </message>
    <message>
        <source>nvidia-smi lists no GPU</source>
        <translation>nvidia-smi 没有列出任何 GPU</translation>
    </message>
    <message>
        <source>No NVIDIA GPU found ({why}).</source>
        <translation>没有找到 NVIDIA GPU（{why}）。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver so that the GPU is found; the engine needs an NVIDIA GPU with CUDA.</source>
        <translation>请安装 NVIDIA 驱动，以便识别 GPU；引擎需要支持 CUDA 的 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>nvidia-smi must list the GPU.</source>
        <translation>nvidia-smi 必须能列出该 GPU。</translation>
    </message>
    <message>
        <source>hardware profile: {id}</source>
        <translation>硬件配置：{id}</translation>
    </message>
    <message>
        <source>{gpu}: its compute capability is unknown.</source>
        <translation>{gpu}：计算能力未知。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver.</source>
        <translation>请更新 NVIDIA 驱动。</translation>
    </message>
    <message>
        <source>Newer nvidia-smi reports compute_cap.</source>
        <translation>较新的 nvidia-smi 会报告 compute_cap。</translation>
    </message>
    <message>
        <source>{gpu} has compute capability {cc}; Humming needs 7.5 or more.</source>
        <translation>{gpu} 的计算能力为 {cc}；Humming 需要 7.5 或更高。</translation>
    </message>
    <message>
        <source>Turn off Humming MoE in Settings &gt; Optimizations, or use a newer GPU.</source>
        <translation>请在“设置 &gt; 优化”中关闭 Humming MoE，或使用更新的 GPU。</translation>
    </message>
    <message>
        <source>{gpu}, compute capability {cc}.</source>
        <translation>{gpu}，计算能力 {cc}。</translation>
    </message>
    <message>
        <source>Attached to a running engine: it has its memory already.</source>
        <translation>已接入正在运行的引擎：它已经占有所需内存。</translation>
    </message>
    <message>
        <source>No GPU found on this machine: free memory not checked (a custom launcher starts the engine).</source>
        <translation>本机上没有找到 GPU：未检查可用内存（引擎由自定义启动器启动）。</translation>
    </message>
    <message>
        <source>No GPU found on this machine: free memory not checked (see GPU).</source>
        <translation>本机上没有找到 GPU：未检查可用内存（见“GPU”）。</translation>
    </message>
    <message>
        <source>model weights: {size} on disk</source>
        <translation>模型权重：磁盘上 {size}</translation>
    </message>
    <message>
        <source>Free memory is unknown (/proc/meminfo unreadable).</source>
        <translation>可用内存未知（无法读取 /proc/meminfo）。</translation>
    </message>
    <message>
        <source>Check free memory yourself before starting.</source>
        <translation>请在启动前自行检查可用内存。</translation>
    </message>
    <message>
        <source>`free -g` shows it.</source>
        <translation>`free -g` 可以显示。</translation>
    </message>
    <message>
        <source>/proc/meminfo MemAvailable: {free} (unified memory)</source>
        <translation>/proc/meminfo MemAvailable：{free}（统一内存）</translation>
    </message>
    <message>
        <source>Only {free} free; Ling Desk will not start the engine on {gpu} under {floor} free: out of memory there freezes the whole machine.</source>
        <translation>可用内存只有 {free}；在 {gpu} 上，可用内存低于 {floor} 时 Ling Desk 不会启动引擎：那里内存耗尽会让整台机器死机。</translation>
    </message>
    <message>
        <source>Close other programs (browsers, other models, containers) until at least {floor} of memory is free, then check again.</source>
        <translation>请关闭其他程序（浏览器、其他模型、容器），直到至少有 {floor} 可用内存，然后再检查一次。</translation>
    </message>
    <message>
        <source>`free -g` shows it in its available column.</source>
        <translation>`free -g` 的 available 列会显示它。</translation>
    </message>
    <message>
        <source>Only {free} free for {need} of weights (plus caches).</source>
        <translation>可用内存只有 {free}，而权重需要 {need}（另加缓存）。</translation>
    </message>
    <message>
        <source>Close other programs to free memory, or use a smaller checkpoint.</source>
        <translation>请关闭其他程序以释放内存，或使用更小的检查点。</translation>
    </message>
    <message>
        <source>{free} free (unified memory).</source>
        <translation>可用 {free}（统一内存）。</translation>
    </message>
    <message>
        <source>{gpu} reports no free memory figure.</source>
        <translation>{gpu} 没有报告可用显存数值。</translation>
    </message>
    <message>
        <source>Check the GPU's free memory yourself.</source>
        <translation>请自行检查 GPU 的可用显存。</translation>
    </message>
    <message>
        <source>`nvidia-smi` shows it.</source>
        <translation>`nvidia-smi` 可以显示。</translation>
    </message>
    <message>
        <source>nvidia-smi: {gpu} {free} free of {total}</source>
        <translation>nvidia-smi：{gpu} 可用 {free}，共 {total}</translation>
    </message>
    <message>
        <source>{gpu} has {free} free; the weights alone take {need} (plus caches).</source>
        <translation>{gpu} 可用显存为 {free}；仅权重就需要 {need}（另加缓存）。</translation>
    </message>
    <message>
        <source>Stop other programs on the GPU, or use more GPUs or a smaller checkpoint.</source>
        <translation>请停止 GPU 上的其他程序，或使用更多 GPU 或更小的检查点。</translation>
    </message>
    <message>
        <source>`nvidia-smi` lists the programs on the GPU; more GPUs means tensor parallel.</source>
        <translation>`nvidia-smi` 会列出 GPU 上的程序；更多 GPU 指张量并行。</translation>
    </message>
    <message>
        <source>{free} free on {gpu}.</source>
        <translation>{gpu} 上可用 {free}。</translation>
    </message>
    <message>
        <source>Attached to a running engine: it has loaded its own model.</source>
        <translation>已接入正在运行的引擎：它已加载自己的模型。</translation>
    </message>
    <message>
        <source>(and {n} more problems)</source>
        <translation>（另有 {n} 个问题）</translation>
    </message>
    <message>
        <source>model folder: {path}</source>
        <translation>模型文件夹：{path}</translation>
    </message>
    <message>
        <source>unknown size</source>
        <translation>大小未知</translation>
    </message>
    <message>
        <source>Ling-3.0-flash checkpoint with its NEXTN layer, {shards} shards, {size}.</source>
        <translation>Ling-3.0-flash 检查点，含 NEXTN 层，{shards} 个分片，{size}。</translation>
    </message>
    <message>
        <source>Ling-3.0-flash checkpoint, {shards} shards, {size}.</source>
        <translation>Ling-3.0-flash 检查点，{shards} 个分片，{size}。</translation>
    </message>
    <message>
        <source>The engine runs in a container: its capabilities are proven once it runs.</source>
        <translation>引擎在容器中运行：其能力要等运行后才能证明。</translation>
    </message>
    <message>
        <source>Not checked: the engine never became ready.</source>
        <translation>未检查：引擎始终未就绪。</translation>
    </message>
    <message>
        <source>Turned off in Settings &gt; Optimizations.</source>
        <translation>已在“设置 &gt; 优化”中关闭。</translation>
    </message>
    <message>
        <source>Not run: the engine was not started: {why}</source>
        <translation>未运行：引擎未启动：{why}</translation>
    </message>
    <message>
        <source>Replies come about {pct}% slower than they could (published on DGX Spark: {all} tok/s with Humming's kernels, about {without} without it).</source>
        <translation>回复比本可达到的速度慢约 {pct}%（DGX Spark 上公布的数据：使用 Humming 内核时 {all} tok/s，不用时约 {without}）。</translation>
    </message>
    <message>
        <source>Replies come about {pct}% slower than they could (published on DGX Spark: {all} tok/s with the FP8 head, about {without} without it).</source>
        <translation>回复比本可达到的速度慢约 {pct}%（DGX Spark 上公布的数据：使用 FP8 输出头时 {all} tok/s，不用时约 {without}）。</translation>
    </message>
    <message>
        <source>Replies come about {pct}% slower than they could (published on DGX Spark: {all} tok/s with NEXTN, about {without} without it).</source>
        <translation>回复比本可达到的速度慢约 {pct}%（DGX Spark 上公布的数据：使用 NEXTN 时 {all} tok/s，不用时约 {without}）。</translation>
    </message>
    <message>
        <source>Replies come slower than with NEXTN off (published on DGX Spark: {rejected} tok/s with every draft rejected, about {off} with NEXTN off, {all} with its drafts accepted).</source>
        <translation>回复比关闭 NEXTN 时还慢（DGX Spark 上公布的数据：所有草稿都被拒绝时 {rejected} tok/s，关闭 NEXTN 时约 {off}，草稿被接受时 {all}）。</translation>
    </message>
    <message>
        <source>Set up the engine environment again: it installs Humming's kernels, which the engine did not find or did not use. The model must be one with a Humming path, such as Ling-3.0-flash-fp4. If the engine still picks another kernel, the engine log says why.</source>
        <translation>请重新创建引擎环境：这会安装 Humming 内核（引擎没有找到或没有使用它们）。模型必须带有 Humming 路径，例如 Ling-3.0-flash-fp4。如果引擎仍选择其他内核，引擎日志会说明原因。</translation>
    </message>
    <message>
        <source>The checkpoint's MoE needs a Humming path (Ling-3.0-flash-fp4's MXFP4 experts -&gt; Mxfp4HummingMoEMethod); Ling Desk passes --moe-runner-backend humming, so a different resolved backend means the engine overrode it (humming-kernels missing from the engine environment, or a checkpoint without that path).</source>
        <translation>检查点的 MoE 需要 Humming 路径（Ling-3.0-flash-fp4 的 MXFP4 专家 -&gt; Mxfp4HummingMoEMethod）；Ling Desk 传入了 --moe-runner-backend humming，因此解析出的后端不同就意味着引擎覆盖了它（引擎环境中缺少 humming-kernels，或检查点没有该路径）。</translation>
    </message>
    <message>
        <source>Set up the engine environment again: it installs the engine that Ling Desk's FP8 head works with, and the part of Ling Desk that runs inside it and proves the head. Or turn off the FP8 head in Settings &gt; Optimizations to stop asking for it.</source>
        <translation>请重新创建引擎环境：这会安装与 Ling Desk 的 FP8 输出头配套的引擎，以及在引擎内部运行、用于证明输出头的 Ling Desk 组件。或者在“设置 &gt; 优化”中关闭 FP8 输出头，不再请求它。</translation>
    </message>
    <message>
        <source>The extension is loaded with SGLANG_EXTERNAL_MODEL_PACKAGE=ling_desk_engine_ext; its report is the LING_DESK_ENGINE_REPORT line in the engine log. Expected in the engine environment: sglang==0.5.23 with a matching humming-kernels.</source>
        <translation>该扩展通过 SGLANG_EXTERNAL_MODEL_PACKAGE=ling_desk_engine_ext 加载；它的报告是引擎日志中的 LING_DESK_ENGINE_REPORT 行。引擎环境中应有：sglang==0.5.23 及配套的 humming-kernels。</translation>
    </message>
    <message>
        <source>Ling Desk's part inside the engine failed there (the error is quoted above): set up the engine environment again, which installs the engine version it works with; or turn off the FP8 head in Settings &gt; Optimizations.</source>
        <translation>Ling Desk 在引擎内部的组件在那里出错（错误见上方引用）：请重新创建引擎环境，这会安装与它配套的引擎版本；或在“设置 &gt; 优化”中关闭 FP8 输出头。</translation>
    </message>
    <message>
        <source>Expected in the engine environment: sglang==0.5.23 with a matching humming-kernels.</source>
        <translation>引擎环境中应有：sglang==0.5.23 及配套的 humming-kernels。</translation>
    </message>
    <message>
        <source>Restart without the FP8 head: the drafts are then read correctly and NEXTN gains more than the FP8 head does. Setting up the engine environment again brings back the part of Ling Desk that lets both work together.</source>
        <translation>不带 FP8 输出头重启：这样草稿就能被正确读取，NEXTN 带来的提升也比 FP8 输出头更大。重新配置引擎环境可以找回让两者协同工作的 Ling Desk 组件。</translation>
    </message>
    <message>
        <source>The extension's draft takes the target's head module (set_lm_head_from_target) instead of its weight; without it the draft reads the FP8 weight as BF16.</source>
        <translation>扩展让草稿直接使用目标模型的输出头模块（set_lm_head_from_target），而不是只拿它的权重；否则草稿会把 FP8 权重当作 BF16 读取。</translation>
    </message>
    <message>
        <source>Restart without the FP8 head to test it, in one click: if the drafts are accepted then, the FP8 head was the cause and stays off; if not, this row says so and offers the next step.</source>
        <translation>一键不带 FP8 输出头重启来测试：如果那时草稿被接受，说明 FP8 输出头就是原因，它将保持关闭；如果没有，这一行会说明并提供下一步。</translation>
    </message>
    <message>
        <source>Known cause with an FP8 head: a draft that keeps its own head module reads the FP8 weight as BF16 (the engine extension's draft report would say head_shared=false). No draft report was seen in this run.</source>
        <translation>使用 FP8 输出头时的已知原因：保留自身输出头模块的草稿会把 FP8 权重当作 BF16 读取（引擎扩展的草稿报告会显示 head_shared=false）。本次运行中没有看到草稿报告。</translation>
    </message>
    <message>
        <source>Restart without NEXTN: with its drafts rejected, replies are faster without it. Then check that the model folder holds the complete checkpoint with its NEXTN layer, and read the engine log for warnings about the draft model.</source>
        <translation>不带 NEXTN 重启：它的草稿都被拒绝时，不用它回复反而更快。然后检查模型文件夹中是否有包含 NEXTN 层的完整检查点，并在引擎日志中查找有关草稿模型的警告。</translation>
    </message>
    <message>
        <source>The draft model is --speculative-draft-model-path, which must be this checkpoint (its NEXTN layer).</source>
        <translation>草稿模型由 --speculative-draft-model-path 指定，它必须是这个检查点（其 NEXTN 层）。</translation>
    </message>
    <message>
        <source>Restart with the FP8 head back on and NEXTN off: the FP8 head was not the cause, and with its drafts rejected, replies are faster without NEXTN. Then check that the model folder holds the complete checkpoint with its NEXTN layer, and read the engine log for warnings about the draft model.</source>
        <translation>重新开启 FP8 输出头、关闭 NEXTN 后重启：FP8 输出头不是原因，而草稿都被拒绝时，不用 NEXTN 回复更快。然后检查模型文件夹中是否有包含 NEXTN 层的完整检查点，并在引擎日志中查找有关草稿模型的警告。</translation>
    </message>
    <message>
        <source>Use SGLang 0.5.23 in the engine environment: it reports every setting the engine resolved.</source>
        <translation>请在引擎环境中使用 SGLang 0.5.23：它会报告引擎解析后的每一个参数。</translation>
    </message>
    <message>
        <source>SGLang 0.5.23's /server_info lists every resolved argument.</source>
        <translation>SGLang 0.5.23 的 /server_info 会列出每个解析后的参数。</translation>
    </message>
    <message>
        <source>Read the engine log.</source>
        <translation>请查看引擎日志。</translation>
    </message>
    <message>
        <source>The engine broke the streaming protocol: read the engine log; update or reinstall SGLang 0.5.23 in the engine environment.</source>
        <translation>引擎违反了流式协议：请查看引擎日志；在引擎环境中更新或重新安装 SGLang 0.5.23。</translation>
    </message>
    <message>
        <source>The engine stopped generating: read the engine log; restart the engine.</source>
        <translation>引擎停止了生成：请查看引擎日志；重启引擎。</translation>
    </message>
    <message>
        <source>The engine dropped the connection: read the engine log (did it crash?).</source>
        <translation>引擎断开了连接：请查看引擎日志（是否已崩溃？）。</translation>
    </message>
    <message>
        <source>Read the engine log; the model produced nothing for a plain prompt.</source>
        <translation>请查看引擎日志；模型对一个普通提示没有输出任何内容。</translation>
    </message>
    <message>
        <source>engine log: {line}</source>
        <translation>引擎日志：{line}</translation>
    </message>
    <message>
        <source> (attached: the engine log is unavailable)</source>
        <translation>（已接入：无法获取引擎日志）</translation>
    </message>
    <message>
        <source>{what} {cost}</source>
        <comment>two sentences: what was seen, what it costs</comment>
        <translation>{what}{cost}</translation>
    </message>
    <message>
        <source>No evidence: {what}</source>
        <translation>没有证据：{what}</translation>
    </message>
    <message>
        <source>Waiting for evidence.</source>
        <translation>正在等待证据。</translation>
    </message>
    <message>
        <source>engine: {why}</source>
        <translation>引擎：{why}</translation>
    </message>
    <message>
        <source>Fix what stopped the engine first (see the Engine row), then start it again.</source>
        <translation>请先解决导致引擎停止的问题（见“引擎”一行），然后重新启动它。</translation>
    </message>
    <message>
        <source>GET /health -&gt; 200 after {seconds} s</source>
        <translation>GET /health -&gt; 200，用时 {seconds} 秒</translation>
    </message>
    <message>
        <source>The engine became ready, then crashed: {why}</source>
        <translation>引擎就绪后又崩溃了：{why}</translation>
    </message>
    <message>
        <source>The engine answers /health after {seconds} s.</source>
        <translation>引擎在 {seconds} 秒后应答 /health。</translation>
    </message>
    <message>
        <source>The engine answers /health.</source>
        <translation>引擎应答 /health。</translation>
    </message>
    <message>
        <source>The engine never became ready.</source>
        <translation>引擎始终未就绪。</translation>
    </message>
    <message>
        <source>Waiting for the engine to become ready.</source>
        <translation>正在等待引擎就绪。</translation>
    </message>
    <message>
        <source>Humming was bypassed: the engine chose another MoE kernel.</source>
        <translation>Humming 被绕过了：引擎选择了另一个 MoE 内核。</translation>
    </message>
    <message>
        <source>Humming was bypassed: the engine log names another MoE kernel.</source>
        <translation>Humming 被绕过了：引擎日志中显示的是另一个 MoE 内核。</translation>
    </message>
    <message>
        <source>engine log: no 'for humming moe' line</source>
        <translation>引擎日志：没有 'for humming moe' 行</translation>
    </message>
    <message>
        <source>Humming never runs: the engine built its MoE layers for another kernel although it chose Humming.</source>
        <translation>Humming 从未运行：虽然引擎选择了 Humming，但它为另一个内核构建了 MoE 层。</translation>
    </message>
    <message>
        <source>Humming never runs: the engine built its MoE layers for another kernel.</source>
        <translation>Humming 从未运行：引擎为另一个内核构建了 MoE 层。</translation>
    </message>
    <message>
        <source>the engine did not answer when asked which settings it runs with.</source>
        <translation>询问引擎使用哪些设置运行时，它没有应答。</translation>
    </message>
    <message>
        <source>Read the engine log; the engine may be overloaded.</source>
        <translation>请查看引擎日志；引擎可能负载过高。</translation>
    </message>
    <message>
        <source>the engine's resolved settings were never read.</source>
        <translation>从未读取到引擎解析后的设置。</translation>
    </message>
    <message>
        <source>the engine does not say which MoE kernel it chose (this engine version does not report it).</source>
        <translation>引擎没有说明它选择了哪个 MoE 内核（此引擎版本不报告这一点）。</translation>
    </message>
    <message>
        <source>The engine resolved the Humming backend; waiting for the probe.</source>
        <translation>引擎已解析出 Humming 后端；正在等待试生成。</translation>
    </message>
    <message>
        <source>The engine chose Humming, but no MoE layer ever ran it in a real generation.</source>
        <translation>引擎选择了 Humming，但在实际生成中没有任何 MoE 层运行它。</translation>
    </message>
    <message>
        <source>engine log: no 'for humming moe' line after the probe generation</source>
        <translation>引擎日志：试生成之后没有 'for humming moe' 行</translation>
    </message>
    <message>
        <source>Humming runs the MoE layers (by the resolved backend and the engine's own Humming line){attached}.</source>
        <translation>Humming 正在运行 MoE 层（依据解析出的后端和引擎自己输出的 Humming 行）{attached}。</translation>
    </message>
    <message>
        <source>Humming runs the MoE layers (by the resolved backend and the engine extension's report){attached}.</source>
        <translation>Humming 正在运行 MoE 层（依据解析出的后端和引擎扩展的报告）{attached}。</translation>
    </message>
    <message>
        <source>Humming runs the MoE layers (by the resolved backend){attached}.</source>
        <translation>Humming 正在运行 MoE 层（依据解析出的后端）{attached}。</translation>
    </message>
    <message>
        <source>The engine was started with the FP32 output head as well, which rules out the FP8 head.</source>
        <translation>引擎启动时还开启了 FP32 输出头，这排除了 FP8 输出头。</translation>
    </message>
    <message>
        <source>Turn off the FP32 LM head in Settings &gt; Optimizations. Ling Desk never turns both on; a custom launcher or config file did.</source>
        <translation>请在“设置 &gt; 优化”中关闭 FP32 LM head。Ling Desk 从不同时开启两者；是自定义启动器或配置文件开启的。</translation>
    </message>
    <message>
        <source>/server_info shows enable_fp32_lm_head=true: the engine got --enable-fp32-lm-head.</source>
        <translation>/server_info 显示 enable_fp32_lm_head=true：引擎收到了 --enable-fp32-lm-head。</translation>
    </message>
    <message>
        <source>it is {dtype}</source>
        <translation>它是 {dtype}</translation>
    </message>
    <message>
        <source>its type is not FP8</source>
        <translation>其类型不是 FP8</translation>
    </message>
    <message>
        <source>Rank 0's head is FP8, but rank {ranks} reports its shard of the head is not.</source>
        <translation>rank 0 的输出头是 FP8，但 rank {ranks} 报告其输出头分片不是。</translation>
    </message>
    <message>
        <source>Turned off to test NEXTN: with the FP8 head on, NEXTN's accept length was {accept} at the previous start.</source>
        <translation>为测试 NEXTN 而关闭：上次启动时开启 FP8 输出头，NEXTN 的接受长度为 {accept}。</translation>
    </message>
    <message>
        <source>report error: {error}</source>
        <translation>报告错误：{error}</translation>
    </message>
    <message>
        <source>Nothing inside the engine reported on the output head: Ling Desk's part inside the engine failed there.</source>
        <translation>引擎内部没有报告输出头的情况：Ling Desk 在引擎内部的组件在那里出错。</translation>
    </message>
    <message>
        <source>Nothing inside the engine reported on the output head.</source>
        <translation>引擎内部没有报告输出头的情况。</translation>
    </message>
    <message>
        <source>The loaded output head is not FP8, reported from inside the engine: Ling Desk's part inside the engine failed there.</source>
        <translation>加载的输出头不是 FP8（引擎内部报告）：Ling Desk 在引擎内部的组件在那里出错。</translation>
    </message>
    <message>
        <source>The loaded output head is not FP8, reported from inside the engine ({why}).</source>
        <translation>加载的输出头不是 FP8（引擎内部报告：{why}）。</translation>
    </message>
    <message>
        <source>The engine's FP8 log line was only a claim.</source>
        <translation>引擎日志中关于 FP8 的那一行只是声称。</translation>
    </message>
    <message>
        <source>engine extension: {error}</source>
        <translation>引擎扩展：{error}</translation>
    </message>
    <message>
        <source>The engine reports an FP8 head; waiting for its resolved settings.</source>
        <translation>引擎报告了 FP8 输出头；正在等待其解析后的设置。</translation>
    </message>
    <message>
        <source>The loaded LM head is {dtype} with {method} ({kernel} kernel), reported from inside the engine.</source>
        <translation>加载的 LM head 为 {dtype}，使用 {method}（{kernel} 内核），由引擎内部报告。</translation>
    </message>
    <message>
        <source>an FP8 method</source>
        <translation>一种 FP8 方法</translation>
    </message>
    <message>
        <source>The output head stayed BF16: Ling Desk's part inside the engine does not work with this engine version.</source>
        <translation>输出头仍是 BF16：Ling Desk 在引擎内部的组件与此引擎版本不兼容。</translation>
    </message>
    <message>
        <source>unreadable engine extension report: {errors}</source>
        <translation>无法读取的引擎扩展报告：{errors}</translation>
    </message>
    <message>
        <source>Not provable remotely: the proof is the engine extension's in-engine report on the loaded head, printed in the log of an engine Ling Desk did not start; no server field shows the head's dtype.</source>
        <translation>无法远程证明：证据是引擎扩展在引擎内部对已加载输出头的报告，它打印在一个并非由 Ling Desk 启动的引擎的日志里；没有任何服务器字段显示输出头的数据类型。</translation>
    </message>
    <message>
        <source>Nothing is wrong as far as can be seen from here. To prove the FP8 head, check the engine on its own machine, where Ling Desk starts it and reads its log.</source>
        <translation>从这里看没有任何问题。要证明 FP8 输出头，请在引擎所在的机器上检查它，在那里由 Ling Desk 启动引擎并读取其日志。</translation>
    </message>
    <message>
        <source>Run `ling-desk check` on that machine.</source>
        <translation>请在那台机器上运行 `ling-desk check`。</translation>
    </message>
    <message>
        <source>Waiting for evidence (attached: no engine log).</source>
        <translation>正在等待证据（已接入：没有引擎日志）。</translation>
    </message>
    <message>
        <source>The engine says its output head is FP8, but this engine version leaves it in BF16 and nothing inside the engine confirmed it.</source>
        <translation>引擎声称其输出头是 FP8，但此引擎版本会让它保持 BF16，而且引擎内部没有任何报告证实这一点。</translation>
    </message>
    <message>
        <source>engine environment: fp8_lm_head_native=false (released 0.5.23's Fp8Config leaves ParallelLMHead in BF16)</source>
        <translation>引擎环境：fp8_lm_head_native=false（已发布的 0.5.23 中 Fp8Config 会让 ParallelLMHead 保持 BF16）</translation>
    </message>
    <message>
        <source>The engine claims an FP8 head; waiting for the live checks.</source>
        <translation>引擎声称有 FP8 输出头；正在等待运行时检查。</translation>
    </message>
    <message>
        <source>preflight found native FP8-head support</source>
        <translation>启动前检查发现了原生 FP8 输出头支持</translation>
    </message>
    <message>
        <source>Ling Desk could not inspect the engine environment</source>
        <translation>Ling Desk 无法检查引擎环境</translation>
    </message>
    <message>
        <source>The FP8 head rests on the engine's log claim ({basis}); no report from inside the engine confirms the loaded head.</source>
        <translation>FP8 输出头仅依据引擎日志中的声称（{basis}）；没有来自引擎内部的报告证实已加载的输出头。</translation>
    </message>
    <message>
        <source>engine log: no LING_DESK_ENGINE_REPORT line (the extension did not load)</source>
        <translation>引擎日志：没有 LING_DESK_ENGINE_REPORT 行（扩展未加载）</translation>
    </message>
    <message>
        <source>Waiting for the engine's report on the loaded head.</source>
        <translation>正在等待引擎关于已加载输出头的报告。</translation>
    </message>
    <message>
        <source>The engine ignored the FP8 head: it never said it made one, and nothing inside it reported (Ling Desk's part inside the engine did not load).</source>
        <translation>引擎忽略了 FP8 输出头：它从未表示已创建，引擎内部也没有任何报告（Ling Desk 在引擎内部的组件没有加载）。</translation>
    </message>
    <message>
        <source>The engine ignored the FP8 head: it never said it made one, and nothing inside it reported.</source>
        <translation>引擎忽略了 FP8 输出头：它从未表示已创建，引擎内部也没有任何报告。</translation>
    </message>
    <message>
        <source>engine log: no 'Online FP8 quantization enabled for lm_head.' line ({env} ignored) and no LING_DESK_ENGINE_REPORT line (ling_desk_engine_ext was not loaded)</source>
        <translation>引擎日志：没有 'Online FP8 quantization enabled for lm_head.' 行（{env} 被忽略），也没有 LING_DESK_ENGINE_REPORT 行（ling_desk_engine_ext 未加载）</translation>
    </message>
    <message>
        <source>engine log: no 'Online FP8 quantization enabled for lm_head.' line ({env} ignored) and no LING_DESK_ENGINE_REPORT line</source>
        <translation>引擎日志：没有 'Online FP8 quantization enabled for lm_head.' 行（{env} 被忽略），也没有 LING_DESK_ENGINE_REPORT 行</translation>
    </message>
    <message>
        <source>the engine does not say whether it runs NEXTN (this engine version does not report it).</source>
        <translation>引擎没有说明它是否运行 NEXTN（此引擎版本不报告这一点）。</translation>
    </message>
    <message>
        <source>{steps} steps, topk {topk}, {tokens} draft tokens</source>
        <translation>{steps} 步，topk {topk}，{tokens} 个草稿 token</translation>
    </message>
    <message>
        <source>The engine runs without NEXTN's drafts.</source>
        <translation>引擎在没有 NEXTN 草稿的情况下运行。</translation>
    </message>
    <message>
        <source>Ling Desk asks for NEXTN multi-token prediction, but the engine runs without it: a custom launcher or config file turned it off, or this SGLang dropped it. Read the engine log.</source>
        <translation>Ling Desk 请求了 NEXTN 多 token 预测，但引擎没有启用它：可能是自定义启动器或配置文件关闭了它，或此 SGLang 丢弃了它。请查看引擎日志。</translation>
    </message>
    <message>
        <source>Ling Desk passes --speculative-algorithm NEXTN (the engine resolves it to EAGLE).</source>
        <translation>Ling Desk 传入 --speculative-algorithm NEXTN（引擎将其解析为 EAGLE）。</translation>
    </message>
    <message>
        <source>NEXTN runs with other settings than the recipe's, so its published speed does not hold.</source>
        <translation>NEXTN 使用的设置与配方不同，因此公布的速度不再成立。</translation>
    </message>
    <message>
        <source>Published on DGX Spark with the recipe's: {tps} tok/s.</source>
        <translation>DGX Spark 上按配方参数公布的速度：{tps} tok/s。</translation>
    </message>
    <message>
        <source>differs: {list}</source>
        <translation>不同之处：{list}</translation>
    </message>
    <message>
        <source>Let Ling Desk set the NEXTN steps and draft tokens (Settings &gt; Optimizations): a custom launcher or config file changed them.</source>
        <translation>请让 Ling Desk 设定 NEXTN 的步数和草稿 token 数（设置 &gt; 优化）：它们被自定义启动器或配置文件改动了。</translation>
    </message>
    <message>
        <source>Ling Desk passes {depth} (--speculative-num-steps, --speculative-eagle-topk, --speculative-num-draft-tokens).</source>
        <translation>Ling Desk 传入 {depth}（--speculative-num-steps、--speculative-eagle-topk、--speculative-num-draft-tokens）。</translation>
    </message>
    <message>
        <source>NEXTN is resolved; waiting for the probe's accept length.</source>
        <translation>NEXTN 已解析；正在等待试生成得到的接受长度。</translation>
    </message>
    <message>
        <source>No evidence that drafts are accepted: the probe generation failed ({error}).</source>
        <translation>没有草稿被接受的证据：试生成失败（{error}）。</translation>
    </message>
    <message>
        <source>No evidence that drafts are accepted: the probe's stream carried no spec_tokens_details.</source>
        <translation>没有草稿被接受的证据：试生成的数据流中没有 spec_tokens_details。</translation>
    </message>
    <message>
        <source>Fix the probe's failure (see Probe generation), then check again.</source>
        <translation>请先解决试生成失败的问题（见“试生成”），然后再检查一次。</translation>
    </message>
    <message>
        <source>NEXTN drafts are accepted with the FP8 head off: accept length {accept}, against {before} with it on at the previous start. The FP8 head was the cause; it stays off.</source>
        <translation>关闭 FP8 输出头后 NEXTN 草稿被接受：接受长度 {accept}，上次启动开启时为 {before}。原因正是 FP8 输出头；它将保持关闭。</translation>
    </message>
    <message>
        <source>NEXTN drafts are accepted: accept length {accept} with EAGLE, {depth}{attached}.</source>
        <translation>NEXTN 草稿被接受：EAGLE 接受长度 {accept}，{depth}{attached}。</translation>
    </message>
    <message>
        <source>{measured} Cause, reported from inside the engine: the draft does not share the FP8 output head, so it reads it wrongly.</source>
        <translation>{measured}原因（来自引擎内部的报告）：草稿没有共享 FP8 输出头，因此读取有误。</translation>
    </message>
    <message>
        <source>{measured} The cause is unknown: nothing inside the engine reported on the draft. One known cause is the FP8 head; one restart without it tells.</source>
        <translation>{measured}原因不明：引擎内部没有关于草稿的报告。已知的一个原因是 FP8 输出头；不带它重启一次就能知道。</translation>
    </message>
    <message>
        <source>{measured} The FP8 head is not the cause: with it off the drafts are still rejected (accept length {before} with it on at the previous start). The cause is unknown.</source>
        <translation>{measured}FP8 输出头不是原因：关闭它后草稿仍被拒绝（上次启动开启时接受长度为 {before}）。原因不明。</translation>
    </message>
    <message>
        <source>{measured} The draft shares the output head, so the FP8 head is not the cause; the cause is unknown.</source>
        <translation>{measured}草稿共享了输出头，所以 FP8 输出头不是原因；原因不明。</translation>
    </message>
    <message>
        <source>{measured} The cause is unknown.</source>
        <translation>{measured}原因不明。</translation>
    </message>
    <message>
        <source>No draft token was accepted: accept length {accept}, one token per step as without NEXTN (published: {published}).</source>
        <translation>没有任何草稿 token 被接受：接受长度 {accept}，每步仅一个 token，与不用 NEXTN 时相同（公布值：{published}）。</translation>
    </message>
    <message>
        <source>Almost every draft token is rejected: accept length {accept}, {per_100} accepted per 100 steps where the published {published} means {normal}.</source>
        <translation>几乎所有草稿 token 都被拒绝：接受长度 {accept}，每 100 步仅接受 {per_100} 个，而公布的 {published} 意味着 {normal} 个。</translation>
    </message>
    <message>
        <source>Not run: the engine never became ready.</source>
        <translation>未运行：引擎始终未就绪。</translation>
    </message>
    <message>
        <source>The probe generation never ran.</source>
        <translation>试生成从未运行。</translation>
    </message>
    <message>
        <source>Waiting to run the probe generation.</source>
        <translation>正在等待运行试生成。</translation>
    </message>
    <message>
        <source>The probe generation failed: {error}</source>
        <translation>试生成失败：{error}</translation>
    </message>
    <message>
        <source>Generated {what}.</source>
        <translation>已生成 {what}。</translation>
    </message>
    <message>
        <source>Not measured: the engine never became ready.</source>
        <translation>未测量：引擎始终未就绪。</translation>
    </message>
    <message>
        <source>Not measured: the probe produced no decode speed.</source>
        <translation>未测量：试生成没有得出解码速度。</translation>
    </message>
    <message>
        <source>Waiting for the probe's decode speed.</source>
        <translation>正在等待试生成得出的解码速度。</translation>
    </message>
    <message>
        <source>{tps} tok/s measured; no expected figure for {gpu}, so not judged.</source>
        <translation>测得 {tps} tok/s；{gpu} 没有预期数值，因此不作评判。</translation>
    </message>
    <message>
        <source>expected on {gpu}: ~{tps} tok/s</source>
        <translation>{gpu} 上的预期值：约 {tps} tok/s</translation>
    </message>
    <message>
        <source>Decode at {tps} tok/s is far below the ~{expected} tok/s expected on {gpu}.</source>
        <translation>解码速度 {tps} tok/s，远低于 {gpu} 上预期的约 {expected} tok/s。</translation>
    </message>
    <message>
        <source>Look at the optimization checks above and close other programs that use the GPU; then check whether the GPU is throttled (running at lower clocks).</source>
        <translation>请查看上方的优化检查，并关闭其他使用 GPU 的程序；然后检查 GPU 是否被降频（以较低频率运行）。</translation>
    </message>
    <message>
        <source>`nvidia-smi -q -d PERFORMANCE` shows the clocks and any throttling.</source>
        <translation>`nvidia-smi -q -d PERFORMANCE` 会显示频率和降频情况。</translation>
    </message>
    <message>
        <source>Decode at {tps} tok/s (~{expected} expected).</source>
        <translation>解码速度 {tps} tok/s（预期约 {expected}）。</translation>
    </message>
    <message>
        <source>No evidence.</source>
        <translation>没有证据。</translation>
    </message>
    <message>
        <source>Read the engine log; run the check again.</source>
        <translation>请查看引擎日志；重新运行检查。</translation>
    </message>
    <message>
        <source>detail: {detail}</source>
        <translation>细节：{detail}</translation>
    </message>
    <message>
        <source>FAILED: {failed} of {total} checks ({ids})</source>
        <translation>失败：{total} 项检查中有 {failed} 项（{ids}）</translation>
    </message>
    <message>
        <source>OK: nothing failed ({n} warnings)</source>
        <translation>OK：没有失败项（{n} 个警告）</translation>
    </message>
    <message>
        <source>OK: nothing failed</source>
        <translation>OK：没有失败项</translation>
    </message>
    <message>
        <source>(the engine printed nothing)</source>
        <translation>（引擎没有任何输出）</translation>
    </message>
    <message>
        <source>The engine did not become ready within {seconds} s (timeout); its last log line: {line}</source>
        <translation>引擎未能在 {seconds} 秒内就绪（超时）；它的最后一行日志：{line}</translation>
    </message>
    <message>
        <source>Read the engine log: a first start compiles kernels and captures CUDA graphs, which takes minutes. If it was still making progress, raise the ready timeout in Settings &gt; Engine; if it hung, restart it.</source>
        <translation>请查看引擎日志：首次启动会编译内核并捕获 CUDA 图，需要几分钟。如果它仍在推进，请在“设置 &gt; 引擎”中调高就绪超时；如果卡住了，请重启它。</translation>
    </message>
    <message>
        <source>On the command line the ready timeout is --timeout.</source>
        <translation>命令行中的就绪超时参数为 --timeout。</translation>
    </message>
    <message>
        <source>The engine {how}.</source>
        <translation>引擎{how}。</translation>
    </message>
    <message>
        <source>Waiting for the engine to be ready.</source>
        <translation>正在等待引擎就绪。</translation>
    </message>
    <message>
        <source>Not run: {why}</source>
        <translation>未运行：{why}</translation>
    </message>
    <message>
        <source>the probe generation failed, so a tool request cannot be answered either.</source>
        <translation>试生成失败，因此工具请求同样无法得到回答。</translation>
    </message>
    <message>
        <source>The tool-call probe got an answer it could not read: {error}</source>
        <translation>工具调用探测收到了无法读取的回答：{error}</translation>
    </message>
    <message>
        <source>Restart the engine from Ling Desk, which starts it with Ling's tool-call parser; until then the chat says tools are unavailable instead of showing the raw call.</source>
        <translation>请从 Ling Desk 重启引擎，它会以 Ling 的工具调用解析器启动引擎；在此之前，对话会提示工具不可用，而不是显示原始调用。</translation>
    </message>
    <message>
        <source>The engine needs --tool-call-parser ling3 (SGLang 0.5.23's parser for Ling's &lt;tool_call&gt; format); an attached engine must be started with it.</source>
        <translation>引擎需要 --tool-call-parser ling3（SGLang 0.5.23 针对 Ling 的 &lt;tool_call&gt; 格式的解析器）；已接入的引擎必须以该参数启动。</translation>
    </message>
    <message>
        <source>Tools may be unavailable; the engine log may say why.</source>
        <translation>工具可能不可用；引擎日志中或许有原因。</translation>
    </message>
    <message>
        <source>Tool calls come back structured.</source>
        <translation>工具调用以结构化形式返回。</translation>
    </message>
    <message>
        <source>A structured call came back, but for {name}, not {wanted}.</source>
        <translation>返回了结构化调用，但调用的是 {name}，而不是 {wanted}。</translation>
    </message>
    <message>
        <source>Tool calls come back as raw &lt;tool_call&gt; text: the engine runs without a working tool-call parser, so tools are unavailable (chatting still works).</source>
        <translation>工具调用以原始 &lt;tool_call&gt; 文本返回：引擎运行时没有可用的工具调用解析器，因此工具不可用（对话仍可正常进行）。</translation>
    </message>
    <message>
        <source>The model answered without calling the probe's tool, so tool calling is not proven.</source>
        <translation>模型回答时没有调用探测所用的工具，因此工具调用未得到证明。</translation>
    </message>
    <message>
        <source>Tools may still work; try one in the chat.</source>
        <translation>工具仍可能可用；请在对话中试用一个。</translation>
    </message>
    <message>
        <source>The tool-call probe got no answer within {seconds} s.</source>
        <translation>工具调用探测在 {seconds} 秒内没有收到回答。</translation>
    </message>
    <message>
        <source>The tool-call probe got no answer: {error}</source>
        <translation>工具调用探测没有收到回答：{error}</translation>
    </message>
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
    <message>
        <source>Restart without the FP8 head</source>
        <translation>不带 FP8 输出头重启</translation>
    </message>
    <message>
        <source>Restart without NEXTN</source>
        <translation>不带 NEXTN 重启</translation>
    </message>
    <message>
        <source>Restart: NEXTN off, FP8 head on</source>
        <translation>重启：关闭 NEXTN，开启 FP8 输出头</translation>
    </message>
    <message>
        <source>Open the set-up step</source>
        <translation>打开设置向导步骤</translation>
    </message>
    <message>
        <source>Open settings</source>
        <translation>打开设置</translation>
    </message>
</context>
</TS>
