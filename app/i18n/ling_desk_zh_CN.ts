<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>位置参数</translation>
    </message>
    <message>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>显示此帮助信息并退出</translation>
    </message>
    <message>
        <source>show program's version number and exit</source>
        <translation>显示程序的版本号并退出</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s：错误：%(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>参数 %(argument_name)s：%(message)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>缺少以下必需参数：%s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>无法识别的参数：%s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>无效的选择：%(value)r（可选：%(choices)s）</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>无效的 %(type)s 值：%(value)r</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>需要一个参数</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>最多接受一个参数</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>至少需要一个参数</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>选项有歧义：%(option)s 可匹配 %(matches)s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>已忽略显式参数 %r</translation>
    </message>
    <message>
        <source>unexpected option string: %s</source>
        <translation>意外的选项：%s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>不能与参数 %s 同时使用</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>参数 %s 中必须给出一个</translation>
    </message>
</context>
<context>
    <name>bench</name>
    <message>
        <source>{label} = depth {depth}</source>
        <translation>{label} = 深度 {depth}</translation>
    </message>
    <message>
        <source>accept {length}</source>
        <translation>接受长度 {length}</translation>
    </message>
    <message>
        <source>{percent}% right</source>
        <translation>正确率 {percent}%</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>尚无结果</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Benchmark: the optimization ladder — Ling Desk</source>
        <translation>基准测试：优化阶梯 — Ling Desk</translation>
    </message>
    <message>
        <source>GSM8K (1,319 grade-school maths questions, shipped)</source>
        <translation>GSM8K（1,319 道小学数学题，随附）</translation>
    </message>
    <message>
        <source>My chat history (my own past questions)</source>
        <translation>我的对话历史记录（我自己以前的问题）</translation>
    </message>
    <message>
        <source>A prompts file (JSONL)…</source>
        <translation>提示文件（JSONL）…</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Also sweep the NEXTN depth (1 to 4 steps)</source>
        <translation>同时扫描 NEXTN 深度（1 到 4 步）</translation>
    </message>
    <message>
        <source>Adds the configurations {ids}</source>
        <translation>添加配置 {ids}</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Everything runs on this machine; nothing is sent anywhere.</source>
        <translation>一切都在本机运行；不会向任何地方发送数据。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Resume selected run</source>
        <translation>继续所选运行</translation>
    </message>
    <message>
        <source>Apply the best configuration</source>
        <translation>应用最佳配置</translation>
    </message>
    <message>
        <source>Decode tok/s per configuration (batch 1; whiskers: 95% bootstrap interval; blue: the recommended one), with accept length and accuracy under each bar</source>
        <translation>各配置的解码 tok/s（batch 1；须线：95% bootstrap 区间；蓝色：推荐的配置），每根柱下方标有接受长度和准确率</translation>
    </message>
    <message>
        <source>Stored runs</source>
        <translation>已保存的运行</translation>
    </message>
    <message>
        <source>Prompts file</source>
        <translation>提示文件</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl *.json);;All files (*)</source>
        <translation>JSON Lines (*.jsonl *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>A prompts file: {name} (change…)</source>
        <translation>提示文件：{name}（更改…）</translation>
    </message>
    <message numerus="yes">
        <source>%n engine start(s) and {requests} requests at batch 1: roughly {hours} h on a DGX Spark (each start loads the model and compiles kernels; the chat engine is stopped meanwhile and started again at the end).</source>
        <translation>
            <numerusform>%n 次引擎启动、{requests} 个 batch 1 请求：在 DGX Spark 上大约需要 {hours} 小时（每次启动都要加载模型并编译内核；期间对话引擎会停止，结束后再重新启动）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>This run cannot be resumed: {error}</source>
        <translation>无法继续这次运行：{error}</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>Cancelled: the configurations that finished are kept; select the run and Resume to finish it.</source>
        <translation>已取消：已完成的配置会保留；选中这次运行并点击“继续”即可完成它。</translation>
    </message>
    <message>
        <source>The benchmark stopped: {error}</source>
        <translation>基准测试已停止：{error}</translation>
    </message>
    <message>
        <source>The benchmark is using the engine</source>
        <translation>基准测试正在使用引擎</translation>
    </message>
    <message>
        <source>Benchmark running</source>
        <translation>基准测试运行中</translation>
    </message>
    <message>
        <source>The benchmark is using the engine (rung {i} of {n})</source>
        <translation>基准测试正在使用引擎（第 {i} 级，共 {n} 级）</translation>
    </message>
    <message>
        <source>Benchmark running (rung {i} of {n})</source>
        <translation>基准测试运行中（第 {i} 级，共 {n} 级）</translation>
    </message>
    <message>
        <source>starting the engine and checking it</source>
        <translation>正在启动并检查引擎</translation>
    </message>
    <message>
        <source>request {i} of {n}</source>
        <translation>第 {i} 个请求，共 {n} 个</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>已测量</translation>
    </message>
    <message>
        <source>startup checks failed: not measured</source>
        <translation>启动检查失败：未测量</translation>
    </message>
    <message>
        <source>Configuration {i} of {n} ({id}): {what}</source>
        <translation>第 {i} 个配置，共 {n} 个（{id}）：{what}</translation>
    </message>
    <message>
        <source>; about {minutes} min left</source>
        <translation>；还剩约 {minutes} 分钟</translation>
    </message>
    <message>
        <source>The report could not be written: {error}</source>
        <translation>无法写入报告：{error}</translation>
    </message>
    <message>
        <source>Nothing measured yet.</source>
        <translation>尚未测量任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>(%n configuration(s) not run yet: Resume to finish.)</source>
        <translation>
            <numerusform>（还有 %n 个配置尚未运行：点击“继续”完成。）</numerusform>
        </translation>
    </message>
    <message>
        <source>Report kept in {path}</source>
        <translation>报告保存在 {path}</translation>
    </message>
    <message>
        <source>The engine settings already use {name}: nothing to change.</source>
        <translation>引擎设置已经在使用 {name}：无需更改。</translation>
    </message>
    <message>
        <source>Save {name} in the engine settings and restart the engine now? The chat engine stops and loads again (minutes on a DGX Spark).</source>
        <translation>将 {name} 保存到引擎设置并立即重启引擎吗？对话引擎会停止并重新加载（在 DGX Spark 上需要几分钟）。</translation>
    </message>
    <message>
        <source>Save {name} in the engine settings? The engine uses it from its next start.</source>
        <translation>将 {name} 保存到引擎设置吗？引擎会在下次启动时使用它。</translation>
    </message>
    <message>
        <source>Save and restart</source>
        <translation>保存并重启</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Saved {name} in the engine settings; restarting the engine.</source>
        <translation>已将 {name} 保存到引擎设置；正在重启引擎。</translation>
    </message>
    <message>
        <source>Saved {name} in the engine settings; the engine uses it from its next start.</source>
        <translation>已将 {name} 保存到引擎设置；引擎会在下次启动时使用它。</translation>
    </message>
    <message>
        <source>A benchmark is running. Cancel it and close?</source>
        <translation>基准测试正在运行。要取消并关闭吗？</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>unknown action {action}</source>
        <translation>未知操作 {action}</translation>
    </message>
    <message>
        <source>WARNING: port {port} on 127.0.0.1 is held by {who}, not by Ling Desk: what your editors send there goes to that program; give these apps a new key: {names}</source>
        <translation>警告：127.0.0.1 上的端口 {port} 被 {who} 占用，而不是 Ling Desk：您的编辑器发往那里的内容都会交给该程序；请为这些应用换发新的 API 密钥：{names}</translation>
    </message>
    <message>
        <source>WARNING: port {port} on 127.0.0.1 is held by {who}, not by Ling Desk: what your editors send there goes to that program</source>
        <translation>警告：127.0.0.1 上的端口 {port} 被 {who} 占用，而不是 Ling Desk：您的编辑器发往那里的内容都会交给该程序</translation>
    </message>
    <message>
        <source>gateway running (pid {pid})</source>
        <translation>网关正在运行（pid {pid}）</translation>
    </message>
    <message>
        <source>gateway not running (it runs while `ling-desk` or `ling-desk serve` does); the gateway keeper holds the port meanwhile (apps get 503, nothing is sent on)</source>
        <translation>网关未运行（它随 `ling-desk` 或 `ling-desk serve` 一起运行）；在此期间由网关守护进程占住端口（应用收到 503，不转发任何内容）</translation>
    </message>
    <message>
        <source>gateway not running (it runs while `ling-desk` or `ling-desk serve` does)</source>
        <translation>网关未运行（它随 `ling-desk` 或 `ling-desk serve` 一起运行）</translation>
    </message>
    <message>
        <source>{url}  model {model}  {state}</source>
        <translation>{url}  模型 {model}  {state}</translation>
    </message>
    <message>
        <source>key {name} created; it is shown only now, store it in the app</source>
        <translation>已创建 API 密钥 {name}；它只在此时显示一次，请把它保存到应用中</translation>
    </message>
    <message>
        <source>never</source>
        <comment>a key never used</comment>
        <translation>从未</translation>
    </message>
    <message>
        <source>no keys yet: `ling-desk api key create NAME` makes one</source>
        <translation>还没有 API 密钥：用 `ling-desk api key create NAME` 创建一个</translation>
    </message>
    <message numerus="yes">
        <source>{name}  …{hint}  created {created}  last used {used}  %n request(s)  EXPOSED to {who} ({when}): refused until `api key reissue {name}` or `api key confirm {name}`</source>
        <translation>
            <numerusform>{name}  …{hint}  创建：{created}  最近使用：{used}  %n 次请求  已暴露给 {who}（{when}）：在运行 `api key reissue {name}` 或 `api key confirm {name}` 之前一律拒绝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}  …{hint}  created {created}  last used {used}  %n request(s)</source>
        <translation>
            <numerusform>{name}  …{hint}  创建：{created}  最近使用：{used}  %n 次请求</numerusform>
        </translation>
    </message>
    <message>
        <source>key {name} confirmed: it works again from its next request</source>
        <translation>已确认 API 密钥 {name}：从下一次请求起重新生效</translation>
    </message>
    <message>
        <source>a new key for {name}; the old one no longer works. It is shown only now: put it in the app</source>
        <translation>已为 {name} 生成新的 API 密钥；旧密钥不再有效。新密钥只在此时显示一次：请把它填入应用</translation>
    </message>
    <message>
        <source>key {name} revoked: it stops working on its next request</source>
        <translation>已吊销 API 密钥 {name}：从下一次请求起失效</translation>
    </message>
    <message>
        <source>no preset named {name}: the presets are {known} ([[chat.presets]] in settings.toml)</source>
        <translation>没有名为 {name} 的预设：现有预设为 {known}（settings.toml 中的 [[chat.presets]]）</translation>
    </message>
    <message>
        <source>no preset named {name}: Settings has no presets yet ([[chat.presets]] in settings.toml)</source>
        <translation>没有名为 {name} 的预设：设置中还没有任何预设（settings.toml 中的 [[chat.presets]]）</translation>
    </message>
    <message>
        <source>cannot read {path}: {why}</source>
        <translation>无法读取 {path}：{why}</translation>
    </message>
    <message>
        <source>tool server {name}: {problem}</source>
        <translation>MCP 服务器 {name}：{problem}</translation>
    </message>
    <message>
        <source>tool {name} (ran)</source>
        <translation>工具 {name}（已运行）</translation>
    </message>
    <message>
        <source>tool {name} (denied)</source>
        <translation>工具 {name}（已拒绝）</translation>
    </message>
    <message>
        <source>{path}, page {page}</source>
        <translation>{path}，第 {page} 页</translation>
    </message>
    <message numerus="yes">
        <source>(%n prompt token(s), cached {cached} of %n)</source>
        <translation>
            <numerusform>（%n 个提示 token，已缓存 {cached}/%n）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n prompt token(s))</source>
        <translation>
            <numerusform>（%n 个提示 token）</numerusform>
        </translation>
    </message>
    <message>
        <source>--max-rounds must be at least 1</source>
        <translation>--max-rounds 至少为 1</translation>
    </message>
    <message>
        <source>--allow-tool needs --mcp-config FILE (the servers the tools come from)</source>
        <translation>--allow-tool 需要配合 --mcp-config FILE（提供这些工具的服务器）</translation>
    </message>
    <message>
        <source>{url} is neither loopback nor https: the key is not sent there in clear text</source>
        <translation>{url} 既不是本机回环地址也不是 https：密钥不会以明文发送到那里</translation>
    </message>
    <message>
        <source>no engine answers at {url}</source>
        <translation>{url} 上没有引擎应答</translation>
    </message>
    <message>
        <source>starting the engine on {url}</source>
        <translation>正在 {url} 上启动引擎</translation>
    </message>
    <message>
        <source>still {state} after {s} s</source>
        <translation>{s} 秒后仍为 {state}</translation>
    </message>
    <message>
        <source>the engine did not become ready: {why}</source>
        <translation>引擎未能就绪：{why}</translation>
    </message>
    <message>
        <source>not a time: {text} (an ISO date or time such as 2026-01-31 or 2026-01-31T08:00, or "7d", "24h", "30m")</source>
        <translation>不是有效的时间：{text}（请用 ISO 日期或时间，如 2026-01-31 或 2026-01-31T08:00，或 "7d"、"24h"、"30m"）</translation>
    </message>
    <message>
        <source>no audit record is of kind {kind}; the kinds: {kinds}</source>
        <translation>没有类型为 {kind} 的审计记录；可用的类型：{kinds}</translation>
    </message>
    <message>
        <source>the audit log ({folder}) cannot be read: {problem}</source>
        <translation>无法读取审计日志（{folder}）：{problem}</translation>
    </message>
    <message>
        <source>no audit records match</source>
        <translation>没有匹配的审计记录</translation>
    </message>
    <message>
        <source>no audit records</source>
        <translation>没有审计记录</translation>
    </message>
    <message>
        <source>the audit log is whole: {records} in {files}</source>
        <translation>审计日志完整：{files}，共 {records}</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n 条记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>record {seq} in {file}: {error}</source>
        <translation>{file} 中的第 {seq} 条记录：{error}</translation>
    </message>
    <message>
        <source>the log in {file}: {error}</source>
        <translation>{file} 中的日志：{error}</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>无法写入 {path}：{why}</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) written to {path}</source>
        <translation>
            <numerusform>已将 %n 条记录写入 {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>not a port number: {text}</source>
        <translation>不是端口号：{text}</translation>
    </message>
    <message>
        <source>{port} is not a TCP port (0-{max}; 0 = any free)</source>
        <translation>{port} 不是 TCP 端口（0-{max}；0 = 任一空闲端口）</translation>
    </message>
    <message>
        <source>settings: {problem}</source>
        <translation>设置：{problem}</translation>
    </message>
    <message>
        <source>note: {text}</source>
        <translation>提示：{text}</translation>
    </message>
    <message>
        <source>preflight failed ({failed}); fix that, or pass --ignore-preflight to launch anyway</source>
        <translation>启动前检查未通过（{failed}）；请先解决，或加上 --ignore-preflight 仍然启动</translation>
    </message>
    <message>
        <source>Passphrase: </source>
        <translation>口令：</translation>
    </message>
    <message>
        <source>New passphrase (empty: cancel): </source>
        <translation>新口令（留空：取消）：</translation>
    </message>
    <message>
        <source>The same passphrase again: </source>
        <translation>再次输入同一口令：</translation>
    </message>
    <message>
        <source>the two passphrases differ; try again</source>
        <translation>两次输入的口令不一致，请重试</translation>
    </message>
    <message>
        <source>Recovery key (empty: cancel): </source>
        <translation>恢复密钥（留空：取消）：</translation>
    </message>
    <message>
        <source>--passphrase-fd {fd}: cannot read it ({why})</source>
        <translation>--passphrase-fd {fd}：无法读取（{why}）</translation>
    </message>
    <message>
        <source>your history and documents are now encrypted. This is their recovery key, shown only this once: keep it on paper or in a password manager. Without it, a lost keyring or passphrase means the data is lost.</source>
        <translation>您的历史记录和文档现已加密。下面是它们的恢复密钥，只显示这一次：请抄在纸上或存入密码管理器。没有它，一旦密钥环或口令丢失，数据也就丢失了。</translation>
    </message>
    <message>
        <source>the data files in {folder} must be converted first, and another Ling Desk (pid {pid}) has them open; nothing was changed. Close it and run this again</source>
        <translation>{folder} 中的数据文件须先转换，但另一个 Ling Desk（pid {pid}）正打开着它们；未做任何更改。请关闭它后重新运行</translation>
    </message>
    <message>
        <source>the data files in {folder} must be converted first, and another Ling Desk has them open; nothing was changed. Close it and run this again</source>
        <translation>{folder} 中的数据文件须先转换，但另一个 Ling Desk 正打开着它们；未做任何更改。请关闭它后重新运行</translation>
    </message>
    <message>
        <source>converting {name} ({index} of {files}): export</source>
        <translation>正在转换 {name}（第 {index} 个，共 {files} 个）：导出</translation>
    </message>
    <message>
        <source>converting {name} ({index} of {files}): swap</source>
        <translation>正在转换 {name}（第 {index} 个，共 {files} 个）：替换</translation>
    </message>
    <message>
        <source>not a number: {text}</source>
        <translation>不是数字：{text}</translation>
    </message>
    <message>
        <source>{n} is out of range (1-1000)</source>
        <translation>{n} 超出范围（1-1000）</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s)</source>
        <translation>
            <numerusform>%n 个文本块</numerusform>
        </translation>
    </message>
    <message>
        <source>{path}: indexed, {pages}, {chunks}</source>
        <translation>{path}：已索引，{pages}，{chunks}</translation>
    </message>
    <message>
        <source>{path}: unchanged</source>
        <translation>{path}：未更改</translation>
    </message>
    <message>
        <source>{path}: skipped: {error}</source>
        <translation>{path}：已跳过：{error}</translation>
    </message>
    <message>
        <source>{path}: failed: {error}</source>
        <translation>{path}：失败：{error}</translation>
    </message>
    <message>
        <source>{path}: deleted on disk, removed</source>
        <translation>{path}：已从磁盘删除，已从文档库移除</translation>
    </message>
    <message>
        <source>the library is empty; add files: ling-desk docs add PATH...</source>
        <translation>文档库是空的；添加文件：ling-desk docs add PATH...</translation>
    </message>
    <message>
        <source>{path}: indexed, {pages}, {chunks}, ~{tokens} tokens</source>
        <translation>{path}：已索引，{pages}，{chunks}，约 {tokens} 个 token</translation>
    </message>
    <message>
        <source>{path}: removed</source>
        <translation>{path}：已移除</translation>
    </message>
    <message>
        <source>no passage matches</source>
        <translation>没有匹配的段落</translation>
    </message>
    <message>
        <source>not a number of days: {text}</source>
        <translation>不是有效的天数：{text}</translation>
    </message>
    <message>
        <source>{text} days: give a number above 0</source>
        <translation>{text} 天：请给出大于 0 的数</translation>
    </message>
    <message>
        <source>{problem}; nothing was changed (`ling-desk history list` shows them)</source>
        <translation>{problem}；未做任何更改（`ling-desk history list` 可列出它们）</translation>
    </message>
    <message>
        <source>the history ({path}) is busy: another program is writing it. Try again in a moment; nothing was changed</source>
        <translation>历史记录（{path}）正忙：另一个程序正在写入。请稍后再试；未做任何更改</translation>
    </message>
    <message>
        <source>the history ({path}) cannot be used: {problem}</source>
        <translation>历史记录（{path}）无法使用：{problem}</translation>
    </message>
    <message>
        <source>Ling Desk (pid {pid}) has this history open ({folder}); a {action} made beside it would be undone by its next save. Do it in that window, or close it and run this again; nothing was changed</source>
        <translation>Ling Desk（pid {pid}）正打开着这份历史记录（{folder}）；在它之外执行的 {action} 会在它下次保存时被撤销。请在那个窗口中操作，或关闭它后重新运行；未做任何更改</translation>
    </message>
    <message>
        <source>Ling Desk has this history open ({folder}); a {action} made beside it would be undone by its next save. Do it in that window, or close it and run this again; nothing was changed</source>
        <translation>Ling Desk 正打开着这份历史记录（{folder}）；在它之外执行的 {action} 会在它下次保存时被撤销。请在那个窗口中操作，或关闭它后重新运行；未做任何更改</translation>
    </message>
    <message>
        <source>the history is empty</source>
        <translation>历史记录是空的</translation>
    </message>
    <message>
        <source>pinned</source>
        <comment>a column of `history list`</comment>
        <translation>已置顶</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n 条消息</numerusform>
        </translation>
    </message>
    <message>
        <source>{id}: deleted, its text erased from the history's files</source>
        <translation>{id}：已删除，其文本已从历史记录文件中抹除</translation>
    </message>
    <message>
        <source>would delete: {id}  {updated}  {title}</source>
        <translation>将删除：{id}  {updated}  {title}</translation>
    </message>
    <message>
        <source>deleted: {id}  {updated}  {title}</source>
        <translation>已删除：{id}  {updated}  {title}</translation>
    </message>
    <message>
        <source>nothing is older than {days} days (pinned conversations are kept)</source>
        <translation>没有超过 {days} 天的对话（已置顶的对话会保留）</translation>
    </message>
    <message>
        <source>{title} written to {path}</source>
        <translation>已将 {title} 写入 {path}</translation>
    </message>
    <message>
        <source>cannot read {path}: {why}; nothing was added</source>
        <translation>无法读取 {path}：{why}；未添加任何内容</translation>
    </message>
    <message>
        <source>{path}: {problem}
Nothing was added.</source>
        <translation>{path}：{problem}
未添加任何内容。</translation>
    </message>
    <message>
        <source>{problem}; nothing was added</source>
        <translation>{problem}；未添加任何内容</translation>
    </message>
    <message>
        <source>the running window shows it after its next start</source>
        <translation>正在运行的窗口要在下次启动后才会显示它</translation>
    </message>
    <message>
        <source>{id}: imported, {messages}  {title}</source>
        <translation>{id}：已导入，{messages}  {title}</translation>
    </message>
    <message>
        <source>{id}: pinned  {title}</source>
        <translation>{id}：已置顶  {title}</translation>
    </message>
    <message>
        <source>{id}: unpinned  {title}</source>
        <translation>{id}：已取消置顶  {title}</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
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
    <name>gateway</name>
    <message>
        <source>{name} is not a usable key name: 1-64 letters, digits, spaces or ._@+-, starting with a letter or digit (e.g. Continue, aider-laptop)</source>
        <translation>{name} 不能用作密钥名称：只能用 1-64 个字母、数字、空格或 ._@+-，并以字母或数字开头（例如 Continue、aider-laptop）</translation>
    </message>
    <message>
        <source>the key file {path} cannot be read ({error}); move it aside and create the keys again</source>
        <translation>无法读取密钥文件 {path}（{error}）；请把它移到别处，然后重新创建密钥</translation>
    </message>
    <message>
        <source>a key named {name} exists already; revoke it first or pick another name</source>
        <translation>名为 {name} 的密钥已存在；请先吊销它，或换一个名称</translation>
    </message>
    <message>
        <source>a program Ling Desk cannot identify (/proc/net/tcp is unreadable)</source>
        <translation>一个 Ling Desk 无法识别的程序（/proc/net/tcp 不可读）</translation>
    </message>
    <message>
        <source>user {user}'s program (which program is hidden: Ling Desk may not look into another account's processes)</source>
        <translation>用户 {user} 的程序（具体是哪个程序无法得知：Ling Desk 不能查看其他账户的进程）</translation>
    </message>
    <message>
        <source>another program of yours, {program}, not Ling Desk</source>
        <translation>您的另一个程序 {program}，而不是 Ling Desk</translation>
    </message>
    <message>
        <source>user {user}'s program {program}</source>
        <translation>用户 {user} 的程序 {program}</translation>
    </message>
    <message>
        <source>with user id {uid}</source>
        <translation>用户 ID 为 {uid}</translation>
    </message>
    <message>
        <source>Works: answered in {s} s (“{answer}…”)</source>
        <translation>正常：{s} 秒内作答（“{answer}…”）</translation>
    </message>
    <message>
        <source>Failed ({status}): {why}</source>
        <translation>失败（{status}）：{why}</translation>
    </message>
    <message>
        <source>Failed: {error}</source>
        <translation>失败：{error}</translation>
    </message>
    <message>
        <source>turned off in Settings</source>
        <translation>已在设置中关闭</translation>
    </message>
    <message>
        <source>How many requests the engine runs at once is known once it is ready.</source>
        <translation>引擎同时处理多少个请求，要等它就绪后才知道。</translation>
    </message>
    <message>
        <source>The engine runs one request at a time: a chat answer in Ling Desk waits while an app's request runs, and an app waits for a chat answer.</source>
        <translation>引擎一次只处理一个请求：应用的请求运行时，Ling Desk 中的对话回答要等待；对话回答时，应用也要等待。</translation>
    </message>
    <message>
        <source>The engine runs up to {n} requests at once (an app's and a chat's side by side); more wait for a free one.</source>
        <translation>引擎最多同时处理 {n} 个请求（应用的请求和对话可以并行）；更多的请求会排队等待空位。</translation>
    </message>
    <message>
        <source>{model}: {n} tokens of context.</source>
        <translation>{model}：上下文长度 {n} token。</translation>
    </message>
    <message>
        <source>{model}: its context length shows here once the engine is ready.</source>
        <translation>{model}：引擎就绪后，这里会显示它的上下文长度。</translation>
    </message>
    <message>
        <source>~/.continue/config.yaml, under models:</source>
        <translation>~/.continue/config.yaml，放在 models 下：</translation>
    </message>
    <message>
        <source>Cline settings (the gear in Cline's panel):</source>
        <translation>Cline 设置（Cline 面板中的齿轮图标）：</translation>
    </message>
    <message>
        <source>under Model Configuration</source>
        <translation>在 Model Configuration 下</translation>
    </message>
    <message>
        <source>Aider reads the context length from a model metadata file:</source>
        <translation>Aider 从模型元数据文件中读取上下文长度：</translation>
    </message>
    <message>
        <source>Zed settings.json; then paste the key in the Agent panel's settings for
the 'Ling Desk' provider: {key}</source>
        <translation>Zed 的 settings.json；然后在 Agent 面板的设置中，
为 'Ling Desk' 提供方粘贴密钥：{key}</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>App</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Cached</source>
        <translation>已缓存</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>{model} is not running: start the engine in Ling Desk</source>
        <translation>{model} 未运行：请在 Ling Desk 中启动引擎</translation>
    </message>
    <message>
        <source>{model} is stopping</source>
        <translation>{model} 正在停止</translation>
    </message>
    <message>
        <source>{model} is not available: the engine crashed (Ling Desk says why)</source>
        <translation>{model} 不可用：引擎已崩溃（Ling Desk 会说明原因）</translation>
    </message>
    <message>
        <source>{model} is not available: Ling Desk stopped the engine (it says why)</source>
        <translation>{model} 不可用：Ling Desk 停止了引擎（会说明原因）</translation>
    </message>
    <message>
        <source>{model} is restarting: {stage}</source>
        <translation>{model} 正在重启：{stage}</translation>
    </message>
    <message>
        <source>{model} is not available: {stage}</source>
        <translation>{model} 不可用：{stage}</translation>
    </message>
    <message>
        <source>{model} is loading: {stage}</source>
        <translation>{model} 正在加载：{stage}</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Connect an app</source>
        <translation>连接应用</translation>
    </message>
    <message>
        <source>Editors and agents (Continue, Cline, Aider, Zed, opencode, Claude Code, your scripts) can use Ling-3.0-flash through Ling Desk's local API: one key per app, only on this computer.</source>
        <translation>编辑器和智能体（Continue、Cline、Aider、Zed、opencode、Claude Code、您的脚本）可以通过 Ling Desk 的本地 API 使用 Ling-3.0-flash：每个应用一个密钥，仅限本机。</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>基础 URL</translation>
    </message>
    <message>
        <source>Copy the base URL</source>
        <translation>复制基础 URL</translation>
    </message>
    <message>
        <source>Model id</source>
        <translation>模型 ID</translation>
    </message>
    <message>
        <source>Copy the model id</source>
        <translation>复制模型 ID</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>App name, e.g. Continue</source>
        <translation>应用名称，例如 Continue</translation>
    </message>
    <message>
        <source>Create key</source>
        <translation>创建密钥</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>新密钥</translation>
    </message>
    <message>
        <source>Copy the new key</source>
        <translation>复制新密钥</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>上次使用</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Exposed</source>
        <translation>已泄露</translation>
    </message>
    <message>
        <source>Revoke key</source>
        <translation>吊销密钥</translation>
    </message>
    <message>
        <source>Revoke the selected key</source>
        <translation>吊销所选密钥</translation>
    </message>
    <message>
        <source>The selected key stops working on its next request</source>
        <translation>所选密钥在下一次请求时即失效</translation>
    </message>
    <message>
        <source>New key for app</source>
        <translation>为应用换新密钥</translation>
    </message>
    <message>
        <source>New key for the selected app</source>
        <translation>为所选应用换新密钥</translation>
    </message>
    <message>
        <source>A new key for the selected app: the old key stops working; the new one is shown once</source>
        <translation>为所选应用换一个新密钥：旧密钥失效；新密钥只显示一次</translation>
    </message>
    <message>
        <source>Keep key</source>
        <translation>保留密钥</translation>
    </message>
    <message>
        <source>Keep the selected key</source>
        <translation>保留所选密钥</translation>
    </message>
    <message>
        <source>Accept the selected exposed key again: only if you know the program on the port was safe</source>
        <translation>重新接受所选的已泄露密钥：仅当您确定占用端口的程序是安全的时候</translation>
    </message>
    <message>
        <source>Set up an app</source>
        <translation>设置应用</translation>
    </message>
    <message>
        <source>The app to set up</source>
        <translation>要设置的应用</translation>
    </message>
    <message>
        <source>Copy the setup</source>
        <translation>复制配置</translation>
    </message>
    <message>
        <source>Copy the setup shown below</source>
        <translation>复制下方显示的配置</translation>
    </message>
    <message>
        <source>The setup for the chosen app</source>
        <translation>所选应用的配置</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Send a short real request through the gateway</source>
        <translation>通过网关发送一个简短的真实请求</translation>
    </message>
    <message>
        <source>Recent requests (no text is kept)</source>
        <translation>最近的请求（不保存任何文本）</translation>
    </message>
    <message>
        <source>None now: Ling Desk does not hold port {port}</source>
        <translation>暂无：Ling Desk 未占用端口 {port}</translation>
    </message>
    <message>
        <source>Not while another program holds the port: it would get it</source>
        <translation>另一个程序占用端口时不行：密钥会落到它手里</translation>
    </message>
    <message>
        <source>The local API is not running: {why}.</source>
        <translation>本地 API 未运行：{why}。</translation>
    </message>
    <message>
        <source>The local API is not running.</source>
        <translation>本地 API 未运行。</translation>
    </message>
    <message>
        <source>Listening on {url}. Apps get “503, retry later”: {why}.</source>
        <translation>正在监听 {url}。应用会收到“503，请稍后重试”：{why}。</translation>
    </message>
    <message>
        <source>Listening on {url}. Engine ready; serving {names}.</source>
        <translation>正在监听 {url}。引擎就绪；正在服务 {names}。</translation>
    </message>
    <message>
        <source>Listening on {url}. Engine ready.</source>
        <translation>正在监听 {url}。引擎就绪。</translation>
    </message>
    <message>
        <source>The keys cannot be read: {error}</source>
        <translation>无法读取密钥：{error}</translation>
    </message>
    <message>
        <source>yes: {who}</source>
        <translation>是：{who}</translation>
    </message>
    <message>
        <source>These apps need a new key: {names}. Their keys are refused because {who} held port {port} while Ling Desk did not, and may have seen them. Select one and press “New key for app”, then put the new key in that app.</source>
        <translation>这些应用需要新密钥：{names}。它们的密钥被拒绝，因为在 Ling Desk 未占用端口 {port} 时，{who} 占用了它，可能看到了这些密钥。请选中一个并点击“为应用换新密钥”，然后把新密钥填入该应用。</translation>
    </message>
    <message>
        <source>(stream)</source>
        <translation>（流式）</translation>
    </message>
    <message>
        <source>Ling Desk does not hold port {port} now, so there is no setup to copy: an app set up now could send its key to whatever holds the port.</source>
        <translation>Ling Desk 现在未占用端口 {port}，因此没有可复制的配置：现在设置的应用可能会把密钥发给占用该端口的程序。</translation>
    </message>
    <message>
        <source>The key for &lt;b&gt;{name}&lt;/b&gt;. Copy it now: Ling Desk keeps only a fingerprint and cannot show it again. The snippets below include it until you close this page.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; 的密钥。请立即复制：Ling Desk 只保存指纹，无法再次显示。在您关闭此页面之前，下方的配置片段会包含它。</translation>
    </message>
    <message>
        <source>Select the key to replace in the list first.</source>
        <translation>请先在列表中选中要替换的密钥。</translation>
    </message>
    <message>
        <source>The new key for &lt;b&gt;{name}&lt;/b&gt;; its old key no longer works. Copy it now and put it in the app: Ling Desk cannot show it again.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; 的新密钥；旧密钥已失效。请立即复制并填入该应用：Ling Desk 无法再次显示它。</translation>
    </message>
    <message>
        <source>Select the key to keep in the list first.</source>
        <translation>请先在列表中选中要保留的密钥。</translation>
    </message>
    <message>
        <source>Key “{name}” works again from its next request.</source>
        <translation>密钥“{name}”从下一次请求起重新可用。</translation>
    </message>
    <message>
        <source>Select the key to revoke in the list first.</source>
        <translation>请先在列表中选中要吊销的密钥。</translation>
    </message>
    <message>
        <source>Key “{name}” revoked: it stops working on its next request.</source>
        <translation>密钥“{name}”已吊销：下一次请求时即失效。</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>正在测试…</translation>
    </message>
    <message>
        <source>The gateway test</source>
        <translation>网关测试</translation>
    </message>
    <message>
        <source>Port {port} on 127.0.0.1 is held by {who}, not by Ling Desk: whatever your editors send to it (their keys, prompts and files) goes to that program. Ling Desk's local API is not running; it takes the port back as soon as it is free.</source>
        <translation>127.0.0.1 上的端口 {port} 被 {who} 占用，而不是 Ling Desk：您的编辑器发往该端口的一切（密钥、提示和文件）都会落到那个程序手里。Ling Desk 的本地 API 未运行；端口一空出来它就会收回。</translation>
    </message>
    <message>
        <source>Apps that need a new key (their keys are refused as exposed): {names}.</source>
        <translation>需要新密钥的应用（其密钥因已泄露而被拒绝）：{names}。</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>另一个程序</translation>
    </message>
    <message>
        <source>While Ling Desk did not hold port {port}, {who} held it and may have seen these apps' keys, now refused: {names}. Give each a new key, or confirm it (Connect an app).</source>
        <translation>在 Ling Desk 未占用端口 {port} 期间，{who} 占用了它，可能看到了这些应用的密钥，现已拒绝：{names}。请为每个应用换新密钥，或确认保留（连接应用）。</translation>
    </message>
    <message numerus="yes">
        <source>waiting for {app}'s request (and %n more)</source>
        <translation>
            <numerusform>正在等待 {app} 的请求（另有 %n 个）</numerusform>
        </translation>
    </message>
    <message>
        <source>waiting for {app}'s request</source>
        <translation>正在等待 {app} 的请求</translation>
    </message>
</context>
<context>
    <name>ladder</name>
    <message>
        <source>Baseline (no optimization)</source>
        <translation>基线（无优化）</translation>
    </message>
    <message>
        <source>Humming MoE</source>
        <translation>Humming MoE</translation>
    </message>
    <message>
        <source>FP8 LM head</source>
        <translation>FP8 LM head</translation>
    </message>
    <message numerus="yes">
        <source>NEXTN MTP (%n step(s))</source>
        <translation>
            <numerusform>NEXTN MTP（%n 步）</numerusform>
        </translation>
    </message>
    <message>
        <source>NEXTN depth {depth} (sweep)</source>
        <translation>NEXTN 深度 {depth}（扫描）</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>Humming + FP8 head</source>
        <translation>Humming + FP8 输出头</translation>
    </message>
    <message>
        <source>Humming + FP8 head + NEXTN</source>
        <translation>Humming + FP8 输出头 + NEXTN</translation>
    </message>
    <message>
        <source>{depth} is the same configuration as {twin} (its NEXTN runs {steps} steps): measured once, shown once.</source>
        <translation>{depth} 与 {twin} 是同一配置（其 NEXTN 运行 {steps} 步）：只测量一次，只显示一次。</translation>
    </message>
    <message>
        <source>startup checks failed ({checks}): not measured</source>
        <translation>启动检查失败（{checks}）：未测量</translation>
    </message>
    <message>
        <source>no verdicts</source>
        <translation>没有结论</translation>
    </message>
    <message>
        <source>as in this run</source>
        <translation>与本次运行相同</translation>
    </message>
    <message>
        <source>the fewest such a change allows</source>
        <translation>这种变化所允许的最少值</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) are far too few to tell whether accuracy changed: noticing a {change}-point change ({confidence}% confidence, {power}% power) takes about {needed} questions when {differ}% of answers differ between the two ({how}).</source>
        <translation>
            <numerusform>%n 道题远远不足以判断准确率是否变化：要发现 {change} 个百分点的变化（{confidence}% 置信度，{power}% 检验效能），在两者有 {differ}% 的回答不同时（{how}），大约需要 {needed} 道题。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) are too few to tell whether accuracy changed: noticing a {change}-point change ({confidence}% confidence, {power}% power) takes about {needed} questions when {differ}% of answers differ between the two ({how}).</source>
        <translation>
            <numerusform>%n 道题不足以判断准确率是否变化：要发现 {change} 个百分点的变化（{confidence}% 置信度，{power}% 检验效能），在两者有 {differ}% 的回答不同时（{how}），大约需要 {needed} 道题。</numerusform>
        </translation>
    </message>
    <message>
        <source>With fewer than {least}, not even every answer changing could be told from chance.</source>
        <translation>少于 {least} 道题时，即使每个回答都变了，也无法与偶然区分开。</translation>
    </message>
    <message>
        <source>No configuration was measured successfully: see the failed checks.</source>
        <translation>没有任何配置测量成功：请查看失败的检查。</translation>
    </message>
    <message>
        <source>Use {name}.</source>
        <translation>使用 {name}。</translation>
    </message>
    <message>
        <source>Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}).</source>
        <translation>使用 {name}：解码速度是基线的 {speedup} 倍（95% CI {low}-{high}）。</translation>
    </message>
    <message>
        <source>Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}), accuracy {delta} points (McNemar p = {p}).</source>
        <translation>使用 {name}：解码速度是基线的 {speedup} 倍（95% CI {low}-{high}），准确率 {delta} 个百分点（McNemar p = {p}）。</translation>
    </message>
    <message>
        <source>Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}), accuracy {delta} points (McNemar p = {p}: a detectable change).</source>
        <translation>使用 {name}：解码速度是基线的 {speedup} 倍（95% CI {low}-{high}），准确率 {delta} 个百分点（McNemar p = {p}：可检测到的变化）。</translation>
    </message>
    <message>
        <source>Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}), accuracy {delta} points (McNemar p = {p}: no detectable change).</source>
        <translation>使用 {name}：解码速度是基线的 {speedup} 倍（95% CI {low}-{high}），准确率 {delta} 个百分点（McNemar p = {p}：无可检测到的变化）。</translation>
    </message>
    <message>
        <source>{file}, line {line}: not JSON ({error})</source>
        <translation>{file}，第 {line} 行：不是 JSON（{error}）</translation>
    </message>
    <message>
        <source>{file}, line {line}: expected an object</source>
        <translation>{file}，第 {line} 行：应为一个对象</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({error})</source>
        <translation>{file}：无法读取（{error}）</translation>
    </message>
    <message>
        <source>{file}, line {line}: needs "prompt" (text) or "messages" (a list of {{"role", "content"}})</source>
        <translation>{file}，第 {line} 行：需要 "prompt"（文本）或 "messages"（由 {{"role", "content"}} 组成的列表）</translation>
    </message>
    <message>
        <source>{file}: no prompts in it</source>
        <translation>{file}：其中没有提示</translation>
    </message>
    <message>
        <source>no chat history yet ({path})</source>
        <translation>还没有对话历史记录（{path}）</translation>
    </message>
    <message>
        <source>the chat history cannot be read ({error})</source>
        <translation>无法读取对话历史记录（{error}）</translation>
    </message>
    <message>
        <source>the chat history holds no questions yet</source>
        <translation>对话历史记录中还没有问题</translation>
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
    <name>setup</name>
    <message>
        <source>the same command finishes the job</source>
        <translation>同一命令会完成这项任务</translation>
    </message>
    <message>
        <source>cancelled; {note}</source>
        <translation>已取消；{note}</translation>
    </message>
    <message>
        <source>unknown action {action}</source>
        <translation>未知操作 {action}</translation>
    </message>
    <message>
        <source>{file} {file_done}/{file_size} | {percent}% {done} of {total}, {rate}, {left}</source>
        <translation>{file} {file_done}/{file_size} | {percent}% 共 {total}，已下载 {done}，{rate}，{left}</translation>
    </message>
    <message>
        <source>the download finished but {folder} does not verify: {problems}</source>
        <translation>下载已完成，但 {folder} 未通过校验：{problems}</translation>
    </message>
    <message numerus="yes">
        <source>{folder}: %n file(s) of {repo}, verified; now the configured model</source>
        <translation>
            <numerusform>{folder}：{repo} 的 %n 个文件，已校验；现在是已配置的模型</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder is configured: pass --model DIR, or run `ling-desk model download`</source>
        <translation>尚未配置模型文件夹：请传入 --model DIR，或运行 `ling-desk model download`</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>sglang {sglang}, humming-kernels {humming}, torch {torch} (CUDA {cuda}), GPU capability {capability}</source>
        <translation>sglang {sglang}，humming-kernels {humming}，torch {torch}（CUDA {cuda}），GPU 计算能力 {capability}</translation>
    </message>
    <message>
        <source>cannot run here: {problem}</source>
        <translation>无法在此运行：{problem}</translation>
    </message>
    <message>
        <source>fix: {text}</source>
        <translation>解决办法：{text}</translation>
    </message>
    <message>
        <source>detail: {text}</source>
        <translation>详情：{text}</translation>
    </message>
    <message>
        <source>log: {path}</source>
        <translation>日志：{path}</translation>
    </message>
    <message>
        <source>now the configured engine environment ({python})</source>
        <translation>现在是已配置的引擎环境（{python}）</translation>
    </message>
    <message>
        <source>no engine environment found; create one: ling-desk engine-env create</source>
        <translation>未找到引擎环境；请创建一个：ling-desk engine-env create</translation>
    </message>
    <message>
        <source>SGLang's wheels are for Linux; this is {platform}.</source>
        <translation>SGLang 的 wheel 包仅适用于 Linux；本机是 {platform}。</translation>
    </message>
    <message>
        <source>SGLang's wheels are for x86_64 and aarch64; this machine is {machine}.</source>
        <translation>SGLang 的 wheel 包适用于 x86_64 和 aarch64；本机是 {machine}。</translation>
    </message>
    <message>
        <source>No NVIDIA driver answers (nvidia-smi is missing or fails): the engine needs an NVIDIA GPU with its driver installed.</source>
        <translation>没有 NVIDIA 驱动响应（nvidia-smi 缺失或运行失败）：引擎需要一块已安装驱动的 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA {driver}; the engine's wheels are built for CUDA {wheels}: update the driver (a 580 or newer series) before the engine can run.</source>
        <translation>NVIDIA 驱动支持 CUDA {driver}；引擎的 wheel 包是为 CUDA {wheels} 构建的：请先更新驱动（580 或更新系列），引擎才能运行。</translation>
    </message>
    <message>
        <source>the venv is kept, and the same command finishes the install</source>
        <translation>venv 已保留，同一命令会完成安装</translation>
    </message>
    <message>
        <source>{step} failed (exit {code}): {line}</source>
        <translation>{step} 失败（退出码 {code}）：{line}</translation>
    </message>
    <message>
        <source>Upgrading pip in the venv first (pip 24.1 or newer shows download progress)</source>
        <translation>先升级 venv 中的 pip（pip 24.1 或更新版本会显示下载进度）</translation>
    </message>
    <message>
        <source>upgrading pip</source>
        <translation>升级 pip</translation>
    </message>
    <message>
        <source>pip stays as it is ({error}); progress is shown without byte counts</source>
        <translation>pip 保持不变（{error}）；进度将不含字节数显示</translation>
    </message>
    <message>
        <source>Note: {problem}</source>
        <translation>注意：{problem}</translation>
    </message>
    <message>
        <source>Creating a venv in {folder} with {python}</source>
        <translation>正在用 {python} 在 {folder} 中创建 venv</translation>
    </message>
    <message>
        <source>creating the venv</source>
        <translation>创建 venv</translation>
    </message>
    <message>
        <source>Using the venv already in {folder}</source>
        <translation>使用 {folder} 中已有的 venv</translation>
    </message>
    <message>
        <source>Installing {packages} (several GB on a GPU machine)</source>
        <translation>正在安装 {packages}（在 GPU 机器上有数 GB）</translation>
    </message>
    <message>
        <source>Probing the new environment</source>
        <translation>正在探测新环境</translation>
    </message>
    <message>
        <source>The engine's Python was not saved in the settings: {error}</source>
        <translation>引擎的 Python 未保存到设置中：{error}</translation>
    </message>
    <message>
        <source>what was done is kept for the next run</source>
        <translation>已完成的部分会保留到下次运行</translation>
    </message>
    <message>
        <source>{h} h {min} min</source>
        <translation>{h} 小时 {min} 分</translation>
    </message>
    <message>
        <source>{min} min {s} s</source>
        <translation>{min} 分 {s} 秒</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} 秒</translation>
    </message>
    <message>
        <source>stalled</source>
        <translation>停滞</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>剩余 {time}</translation>
    </message>
    <message>
        <source>Connection lost. Retrying in {wait} s</source>
        <translation>连接中断。{wait} 秒后重试</translation>
    </message>
    <message>
        <source>Connection lost: {done} of {total} kept. Retrying in {wait} s</source>
        <translation>连接中断：已保留 {done}（共 {total}）。{wait} 秒后重试</translation>
    </message>
    <message>
        <source>The hub answered {reason}. Retrying in {wait} s</source>
        <translation>Hub 返回 {reason}。{wait} 秒后重试</translation>
    </message>
    <message>
        <source>The hub answered {reason}: {done} of {total} kept. Retrying in {wait} s</source>
        <translation>Hub 返回 {reason}：已保留 {done}（共 {total}）。{wait} 秒后重试</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>连接中断</translation>
    </message>
    <message>
        <source>Connection lost: {done} of {total} kept</source>
        <translation>连接中断：已保留 {done}（共 {total}）</translation>
    </message>
    <message>
        <source>{endpoint} refused access to {repo} ({error}): check the repo name, or set HF_TOKEN to a token that may read it.</source>
        <translation>{endpoint} 拒绝访问 {repo}（{error}）：请检查仓库名称，或将 HF_TOKEN 设为有读取权限的令牌。</translation>
    </message>
    <message>
        <source>{repo} has no such revision on {endpoint}.</source>
        <translation>{repo} 在 {endpoint} 上没有这个版本。</translation>
    </message>
    <message>
        <source>{endpoint} answered {status} for {repo}</source>
        <translation>{endpoint} 对 {repo} 返回 {status}</translation>
    </message>
    <message>
        <source>cannot reach {endpoint} for {repo}: {reason}</source>
        <translation>无法连接 {endpoint} 获取 {repo}：{reason}</translation>
    </message>
    <message>
        <source>the connection was refused (nothing answers there now)</source>
        <translation>连接被拒绝（那里现在没有服务响应）</translation>
    </message>
    <message>
        <source>the name does not resolve (no network, or a wrong address)</source>
        <translation>无法解析域名（没有网络，或地址错误）</translation>
    </message>
    <message>
        <source>the name does not resolve (no network?)</source>
        <translation>无法解析域名（没有网络？）</translation>
    </message>
    <message>
        <source>the network is unreachable</source>
        <translation>网络不可达</translation>
    </message>
    <message>
        <source>there is no route to the host</source>
        <translation>没有到该主机的路由</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>未及时响应</translation>
    </message>
    <message>
        <source>the connection was reset</source>
        <translation>连接被重置</translation>
    </message>
    <message>
        <source>the connection was cut midway</source>
        <translation>连接中途断开</translation>
    </message>
    <message>
        <source>its TLS certificate was not accepted</source>
        <translation>其 TLS 证书未被接受</translation>
    </message>
    <message>
        <source>not a file name</source>
        <translation>不是文件名</translation>
    </message>
    <message>
        <source>an absolute path</source>
        <translation>是绝对路径</translation>
    </message>
    <message>
        <source>it climbs out with '..'</source>
        <translation>它用 '..' 跳出了文件夹</translation>
    </message>
    <message>
        <source>it would overwrite Ling Desk's own {folder} folder</source>
        <translation>它会覆盖 Ling Desk 自己的 {folder} 文件夹</translation>
    </message>
    <message>
        <source>it leads out of the folder through a link</source>
        <translation>它通过链接指向文件夹之外</translation>
    </message>
    <message>
        <source>what was downloaded is kept, and the same command fetches the rest</source>
        <translation>已下载的部分会保留，同一命令会下载剩余部分</translation>
    </message>
    <message>
        <source>{endpoint} did not answer {what} within {s} s (stalled)</source>
        <translation>{endpoint} 在 {s} 秒内未响应{what}（停滞）</translation>
    </message>
    <message>
        <source>try {attempt} of {tries}</source>
        <translation>第 {attempt} 次尝试，共 {tries} 次</translation>
    </message>
    <message>
        <source>{reason}; try {attempt} of {tries}</source>
        <translation>{reason}；第 {attempt} 次尝试，共 {tries} 次</translation>
    </message>
    <message>
        <source>HF_HUB_OFFLINE is set in this environment, so huggingface_hub will not connect: unset it for the download (the engine runs offline either way).</source>
        <translation>当前环境设置了 HF_HUB_OFFLINE，因此 huggingface_hub 不会联网：下载时请取消该设置（引擎无论如何都离线运行）。</translation>
    </message>
    <message>
        <source>the listing of {repo}</source>
        <translation>{repo} 的文件列表</translation>
    </message>
    <message>
        <source>the listing</source>
        <translation>文件列表</translation>
    </message>
    <message>
        <source>{endpoint} did not say which commit {repo} is at.</source>
        <translation>{endpoint} 没有告知 {repo} 当前所在的提交。</translation>
    </message>
    <message>
        <source>{error}; try again later, or another mirror (HF_ENDPOINT)</source>
        <translation>{error}；请稍后重试，或换一个镜像（HF_ENDPOINT）</translation>
    </message>
    <message numerus="yes">
        <source>; and %n more</source>
        <translation>
            <numerusform>；另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>{endpoint} lists file names that would be written outside {folder}: {names}. Nothing was written; a hub never lists such names, so check the mirror (HF_ENDPOINT).</source>
        <translation>{endpoint} 列出的文件名会写到 {folder} 之外：{names}。未写入任何内容；正常的 hub 不会列出这样的文件名，请检查镜像（HF_ENDPOINT）。</translation>
    </message>
    <message>
        <source>Asking {endpoint} for {repo} at {revision}</source>
        <translation>正在向 {endpoint} 请求 {repo}（{revision}）</translation>
    </message>
    <message numerus="yes">
        <source>{repo} at {commit}: %n file(s), {total}; {have} already here, {need} to fetch into {folder}</source>
        <translation>
            <numerusform>{repo}（{commit}）：%n 个文件，{total}；本地已有 {have}，需下载 {need} 到 {folder}</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough disk space: the download needs {need} more (plus {reserve} kept free) in {folder}, which has {free} free. Free some space or choose another folder (--dir).</source>
        <translation>磁盘空间不足：下载还需要 {need}（另需保留 {reserve} 空闲）在 {folder} 中，而那里只有 {free} 可用。请释放一些空间，或选择其他文件夹（--dir）。</translation>
    </message>
    <message>
        <source>{file}: checking the copy here (as the last run left it) against the hub's hash</source>
        <translation>{file}：正在用 hub 的哈希校验本地副本（上次运行留下的）</translation>
    </message>
    <message>
        <source>{file}: checking the copy here against the hub's hash</source>
        <translation>{file}：正在用 hub 的哈希校验本地副本</translation>
    </message>
    <message>
        <source>{file}: the copy here differs from the hub's ({why}); fetching it</source>
        <translation>{file}：本地副本与 hub 上的不同（{why}）；重新下载</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) differ from the hub's listing after download, and were removed: {detail}. Run the download again to fetch them anew.</source>
        <translation>
            <numerusform>下载后有 %n 个文件与 hub 的列表不符，已删除：{detail}。请再次运行下载以重新获取。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n file(s) are here and match the hub's hashes.</source>
        <translation>
            <numerusform>全部 %n 个文件均已就位，且与 hub 的哈希一致。</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: resuming at {done} of {size}</source>
        <translation>{file}：从 {done} 处继续（共 {size}）</translation>
    </message>
    <message numerus="yes">
        <source>{file}: {error}, %n tries in a row</source>
        <translation>
            <numerusform>{file}：{error}，已连续尝试 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>{why}. {done} of {total} are kept: the same download fetches the {left} left</source>
        <translation>{why}。已保留 {done}（共 {total}）：同一下载会获取剩余的 {left}</translation>
    </message>
    <message>
        <source>{file}: {endpoint} ended the file at {got} bytes; its listing gives {size}. What came is kept for a re-run.</source>
        <translation>{file}：{endpoint} 在 {got} 字节处结束了该文件；其列表给出的大小是 {size}。已收到的部分会保留，供重新运行使用。</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>无法写入 {path}：{error}</translation>
    </message>
    <message>
        <source>{file}: differs from the hub's listing ({detail}); removed</source>
        <translation>{file}：与 hub 的列表不符（{detail}）；已删除</translation>
    </message>
    <message>
        <source>{file}: {endpoint} sent more than the {size} bytes its listing gives the file; what it sent beyond that was not kept</source>
        <translation>{file}：{endpoint} 发送的数据超过了列表给出的 {size} 字节；超出部分未保留</translation>
    </message>
    <message>
        <source>{file}: {endpoint} sent {got} bytes in the last {s} s (stalled); what was fetched is kept, and the same command fetches the rest (or try another mirror, HF_ENDPOINT)</source>
        <translation>{file}：{endpoint} 在最近 {s} 秒内只发送了 {got} 字节（停滞）；已下载的部分会保留，同一命令会获取剩余部分（或换一个镜像，HF_ENDPOINT）</translation>
    </message>
    <message>
        <source>{path}: a usable Ling-3.0-flash checkpoint</source>
        <translation>{path}：可用的 Ling-3.0-flash 检查点</translation>
    </message>
    <message>
        <source>{path}: NOT usable</source>
        <translation>{path}：不可用</translation>
    </message>
    <message>
        <source>problem: {text}</source>
        <translation>问题：{text}</translation>
    </message>
    <message>
        <source>--full: no hub listing is kept for this folder (Ling Desk did not download it), so there are no hashes to compare</source>
        <translation>--full：此文件夹没有保存 hub 的文件列表（不是 Ling Desk 下载的），因此没有可比对的哈希</translation>
    </message>
    <message>
        <source>Run `ling-desk model download` again: it fetches them anew.</source>
        <translation>请再次运行 `ling-desk model download`：它会重新获取这些文件。</translation>
    </message>
    <message>
        <source>checking {file} ({i} of {n})</source>
        <translation>正在校验 {file}（第 {i} 个，共 {n} 个）</translation>
    </message>
    <message>
        <source>{file} differs from the hub's listing ({why})</source>
        <translation>{file} 与 hub 的列表不符（{why}）</translation>
    </message>
    <message>
        <source>Ling Desk connects beyond this machine only when you ask, in three places: Download model (step 2) fetches the checkpoint from the Hugging Face hub, or HF_ENDPOINT, through huggingface_hub; Create engine environment (step 1) has pip fetch SGLang and its packages from the Python package index, or the index or wheel folder in LING_DESK_PIP_ARGS; and an MCP tool server you add in Settings &gt; Tools reaches whatever that server reaches. The engine itself always runs offline.</source>
        <translation>Ling Desk 只在您要求时才连接本机以外的网络，共有三处：“下载模型”（第 2 步）通过 huggingface_hub 从 Hugging Face hub（或 HF_ENDPOINT）获取检查点；“创建引擎环境”（第 1 步）让 pip 从 Python 包索引（或 LING_DESK_PIP_ARGS 中的索引或 wheel 文件夹）获取 SGLang 及其依赖包；您在“设置 &gt; 工具”中添加的 MCP 工具服务器可以访问该服务器能访问的一切。引擎本身始终离线运行。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop what the step {title} is doing</source>
        <translation>停止“{title}”这一步正在做的事</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>尚未检查</translation>
    </message>
    <message>
        <source>Set-up step {title}</source>
        <translation>设置向导步骤：{title}</translation>
    </message>
    <message>
        <source>Press Create engine environment (a venv in Ling Desk's data folder with sglang 0.5.23 and humming-kernels), or Choose existing… to point at an environment's Python.</source>
        <translation>请点击“创建引擎环境”（在 Ling Desk 的数据文件夹中创建一个包含 sglang 0.5.23 和 humming-kernels 的 venv），或点击“选择已有环境…”指定某个环境的 Python。</translation>
    </message>
    <message>
        <source>Press Download model (about 60 GB), or Choose folder… for a checkpoint already on this machine.</source>
        <translation>请点击“下载模型”（约 60 GB），如果本机已有检查点，请点击“选择文件夹…”。</translation>
    </message>
    <message>
        <source>Your custom launcher starts the engine ({launcher}), so Ling Desk creates and checks no engine environment for it. Settings &gt; Engine changes the launcher.</source>
        <translation>引擎由您的自定义启动器启动（{launcher}），因此 Ling Desk 不会为它创建或检查引擎环境。可在“设置 &gt; 引擎”中更改启动器。</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>ready (with a warning)</source>
        <translation>就绪（有警告）</translation>
    </message>
    <message>
        <source>to do</source>
        <translation>待完成</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>正在检查</translation>
    </message>
    <message>
        <source>Fix: {fix}</source>
        <translation>解决办法：{fix}</translation>
    </message>
    <message>
        <source>Technical detail: {detail}</source>
        <translation>技术细节：{detail}</translation>
    </message>
    <message>
        <source>Set-up steps</source>
        <translation>设置向导步骤</translation>
    </message>
    <message>
        <source>What the engine needs before it can start</source>
        <translation>引擎启动前需要的东西</translation>
    </message>
    <message>
        <source>Set up Ling Desk</source>
        <translation>设置 Ling Desk</translation>
    </message>
    <message>
        <source>Back to the chat</source>
        <translation>返回对话</translation>
    </message>
    <message>
        <source>Leave set-up; the chat and your history are as you left them (Esc)</source>
        <translation>离开设置向导；对话和历史记录保持您离开时的样子（Esc）</translation>
    </message>
    <message>
        <source>On the set-up page: back to the chat</source>
        <translation>在设置向导页面：返回对话</translation>
    </message>
    <message>
        <source>Engine environment</source>
        <translation>引擎环境</translation>
    </message>
    <message>
        <source>Create engine environment</source>
        <translation>创建引擎环境</translation>
    </message>
    <message>
        <source>Choose existing…</source>
        <translation>选择已有环境…</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Download model</source>
        <translation>下载模型</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>选择文件夹…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Start the engine</source>
        <translation>启动引擎</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>重新检查</translation>
    </message>
    <message>
        <source>Your custom launcher starts the engine; Ling Desk gives it the Ling-3.0-flash checkpoint's folder. Each step below says what is missing and offers the one action that fixes it.</source>
        <translation>引擎由您的自定义启动器启动；Ling Desk 会把 Ling-3.0-flash 检查点的文件夹交给它。下面每一步都会说明缺少什么，并提供一个能解决问题的操作。</translation>
    </message>
    <message>
        <source>Before the first answer, Ling Desk needs an engine environment (SGLang) and the Ling-3.0-flash checkpoint. Each step below says what is missing and offers the one action that fixes it.</source>
        <translation>在给出第一个回答之前，Ling Desk 需要一个引擎环境（SGLang）和 Ling-3.0-flash 检查点。下面每一步都会说明缺少什么，并提供一个能解决问题的操作。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Step 2 (Model) fixes it: Download model fetches the checkpoint, or Choose folder… takes a copy already on this machine.</source>
        <translation>第 2 步（模型）可以解决：“下载模型”会获取检查点，“选择文件夹…”则使用本机已有的副本。</translation>
    </message>
    <message>
        <source>Your custom launcher starts the engine, so this page cannot install into its environment: install sglang 0.5.23 with humming-kernels where your launcher runs, or remove the launcher in Settings &gt; Engine so step 1 can set it up.</source>
        <translation>引擎由您的自定义启动器启动，因此本页面无法安装到它的环境中：请在启动器运行的地方安装 sglang 0.5.23 和 humming-kernels，或在“设置 &gt; 引擎”中移除启动器，让第 1 步来完成设置。</translation>
    </message>
    <message>
        <source>Step 1 (Engine environment) fixes it: Create engine environment installs it again (sglang 0.5.23 with humming-kernels and Ling Desk's part inside the engine); what is already there is kept. Then step 3 restarts the engine.</source>
        <translation>第 1 步（引擎环境）可以解决：“创建引擎环境”会重新安装（sglang 0.5.23、humming-kernels 以及 Ling Desk 在引擎内的部分）；已有的内容会保留。然后由第 3 步重启引擎。</translation>
    </message>
    <message>
        <source>Fixing: {names}. {what}</source>
        <translation>正在解决：{names}。{what}</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>could not check</source>
        <translation>无法检查</translation>
    </message>
    <message>
        <source>to fix where your launcher runs</source>
        <translation>需在启动器运行处解决</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>不需要</translation>
    </message>
    <message>
        <source>Restart the engine</source>
        <translation>重启引擎</translation>
    </message>
    <message>
        <source>ready to restart</source>
        <translation>可以重启</translation>
    </message>
    <message>
        <source>The engine runs as it was set up: once the step above is done, restart it so it uses what set-up installed.</source>
        <translation>引擎正按原来的设置运行：上面的步骤完成后，请重启引擎，让它使用设置向导安装的内容。</translation>
    </message>
    <message>
        <source>ready to start</source>
        <translation>可以启动</translation>
    </message>
    <message>
        <source>Both pieces are in place: start the engine, and Ling Desk proves each optimization as it comes up.</source>
        <translation>两项都已就位：启动引擎，Ling Desk 会在引擎启动时逐一验证每项优化。</translation>
    </message>
    <message>
        <source>Needs the engine environment and the model first.</source>
        <translation>需要先准备好引擎环境和模型。</translation>
    </message>
    <message>
        <source>Needs the engine environment first.</source>
        <translation>需要先准备好引擎环境。</translation>
    </message>
    <message>
        <source>Needs the model first.</source>
        <translation>需要先准备好模型。</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Resume ({left} left)</source>
        <translation>继续（剩余 {left}）</translation>
    </message>
    <message>
        <source>Resume download ({kept} of {total} kept)</source>
        <translation>继续下载（已保留 {kept}，共 {total}）</translation>
    </message>
    <message>
        <source>Download in progress, {done} of {total}: quit and resume later?</source>
        <translation>正在下载，已完成 {done}（共 {total}）：退出并稍后继续吗？</translation>
    </message>
    <message>
        <source>Download in progress: quit and resume later?</source>
        <translation>正在下载：退出并稍后继续吗？</translation>
    </message>
    <message>
        <source>The engine environment is being created ({elapsed} so far): quit and finish it later? What pip installed is kept.</source>
        <translation>正在创建引擎环境（已用 {elapsed}）：退出并稍后完成吗？pip 已安装的内容会保留。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>Cancelled. What was done is kept: the same button finishes the rest.</source>
        <translation>已取消。已完成的部分会保留：再按同一按钮即可完成剩余部分。</translation>
    </message>
    <message>
        <source>Connection lost: {done} of {total} kept. Resume fetches the {left} left.</source>
        <translation>连接中断：已保留 {done}（共 {total}）。“继续”会获取剩余的 {left}。</translation>
    </message>
    <message>
        <source>Detail: {cause}</source>
        <translation>详情：{cause}</translation>
    </message>
    <message>
        <source>Failed: {error}</source>
        <translation>失败：{error}</translation>
    </message>
    <message>
        <source>pip: {package} — {file} {done} of {total}</source>
        <translation>pip：{package} — {file} {done} / {total}</translation>
    </message>
    <message>
        <source>pip: downloading {package} — {file} ({size})</source>
        <translation>pip：正在下载 {package} — {file}（{size}）</translation>
    </message>
    <message>
        <source>pip: downloading {package} — {file}</source>
        <translation>pip：正在下载 {package} — {file}</translation>
    </message>
    <message>
        <source>{time} so far</source>
        <translation>已用 {time}</translation>
    </message>
    <message>
        <source>{size} fetched</source>
        <translation>已获取 {size}</translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) so far</source>
        <translation>
            <numerusform>已处理 %n 个包</numerusform>
        </translation>
    </message>
    <message>
        <source>torch {torch}, CUDA {cuda}, GPU capability {capability}; sglang {sglang}, humming-kernels {humming}</source>
        <translation>torch {torch}，CUDA {cuda}，GPU 计算能力 {capability}；sglang {sglang}，humming-kernels {humming}</translation>
    </message>
    <message>
        <source>Cannot run here: {problem}</source>
        <translation>无法在此运行：{problem}</translation>
    </message>
    <message>
        <source>Log: {path}</source>
        <translation>日志：{path}</translation>
    </message>
    <message>
        <source>Python of an engine environment</source>
        <translation>引擎环境的 Python</translation>
    </message>
    <message>
        <source>probing…</source>
        <translation>正在探测…</translation>
    </message>
    <message>
        <source>not usable</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>{reason}; try {attempt} of {tries} next</source>
        <translation>{reason}；接下来是第 {attempt} 次尝试，共 {tries} 次</translation>
    </message>
    <message>
        <source>{file}: {done} of {size}</source>
        <translation>{file}：{done} / {size}</translation>
    </message>
    <message>
        <source>Overall {done} of {total} at {rate}, {left}</source>
        <translation>总计 {done} / {total}，速度 {rate}，{left}</translation>
    </message>
    <message>
        <source>Verifying the folder…</source>
        <translation>正在校验文件夹…</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>模型文件夹</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>不允许</translation>
    </message>
    <message>
        <source>verifying…</source>
        <translation>正在校验…</translation>
    </message>
    <message>
        <source>Finish set-up first: step 1 (Engine environment) and step 2 (Model). The engine cannot start without them.</source>
        <translation>请先完成设置向导：第 1 步（引擎环境）和第 2 步（模型）。缺少它们引擎无法启动。</translation>
    </message>
    <message>
        <source>Finish set-up first: step 1 (Engine environment). The engine cannot start without it.</source>
        <translation>请先完成设置向导：第 1 步（引擎环境）。缺少它引擎无法启动。</translation>
    </message>
    <message>
        <source>Finish set-up first: step 2 (Model). The engine cannot start without it.</source>
        <translation>请先完成设置向导：第 2 步（模型）。缺少它引擎无法启动。</translation>
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
