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
    <name>audit</name>
    <message>
        <source>{file} is encrypted, and no data key was given to read it</source>
        <translation>{file} 已加密，但没有提供用于读取它的数据密钥</translation>
    </message>
    <message>
        <source>{file} cannot be read: {error}</source>
        <translation>无法读取 {file}：{error}</translation>
    </message>
    <message>
        <source>record {n}</source>
        <translation>第 {n} 条记录</translation>
    </message>
    <message>
        <source>records {first}-{last}</source>
        <translation>第 {first}-{last} 条记录</translation>
    </message>
    <message>
        <source>the head file cannot be read: {error}</source>
        <translation>无法读取头文件：{error}</translation>
    </message>
    <message>
        <source>the audit file {missing} is missing (after {previous}, before {next}): records from {seq} on are not there</source>
        <translation>审计文件 {missing} 缺失（位于 {previous} 之后、{next} 之前）：从第 {seq} 条起的记录不存在</translation>
    </message>
    <message>
        <source>the audit file {missing} is missing (before {next}): records from {seq} on are not there</source>
        <translation>审计文件 {missing} 缺失（位于 {next} 之前）：从第 {seq} 条起的记录不存在</translation>
    </message>
    <message>
        <source>{gone} removed (a gap in seq: {last} is followed by {seq})</source>
        <translation>{gone}已被删除（序号不连续：{last} 之后是 {seq}）</translation>
    </message>
    <message>
        <source>record {seq} is out of order (after record {last})</source>
        <translation>第 {seq} 条记录顺序错乱（位于第 {last} 条之后）</translation>
    </message>
    <message>
        <source>record {seq} was changed (its fields are not as written)</source>
        <translation>第 {seq} 条记录已被更改（其字段与写入时不同）</translation>
    </message>
    <message>
        <source>record {seq} was changed (its hash does not match its content)</source>
        <translation>第 {seq} 条记录已被更改（其哈希与内容不符）</translation>
    </message>
    <message>
        <source>record {seq} does not follow record {last} (its prev is not that record's hash): a record before it was replaced or removed</source>
        <translation>第 {seq} 条记录未接续第 {last} 条（其 prev 不是那条记录的哈希）：它之前的某条记录被替换或删除了</translation>
    </message>
    <message>
        <source>the head file {file} is missing: the log's end cannot be proven (it was removed, maybe with records cut from the tail)</source>
        <translation>头文件 {file} 缺失：无法证明日志的结尾（它被删除了，末尾的记录可能也被截去）</translation>
    </message>
    <message>
        <source>the tail was cut: the log ends at record {last}, but its head says {seq}; {gone} removed</source>
        <translation>末尾被截断：日志止于第 {last} 条，但头文件记载为 {seq}；{gone}已被删除</translation>
    </message>
    <message>
        <source>the tail was cut: the log ends at record {last}, but its head says {seq}; {gone} removed (its file {file} is gone)</source>
        <translation>末尾被截断：日志止于第 {last} 条，但头文件记载为 {seq}；{gone}已被删除（其文件 {file} 已不存在）</translation>
    </message>
    <message>
        <source>record {seq} is not the one the head file names (its hash differs): the record or the head was replaced</source>
        <translation>第 {seq} 条记录不是头文件所指的那条（哈希不同）：该记录或头文件被替换了</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>活动</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>最近一小时</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>全部时间</translation>
    </message>
    <message>
        <source>Changed: {summary}</source>
        <translation>已更改：{summary}</translation>
    </message>
    <message>
        <source>Ling Desk is locked. Unlock the main window to see the activity log.</source>
        <translation>Ling Desk 已锁定。请解锁主窗口以查看活动日志。</translation>
    </message>
    <message>
        <source>Cannot check the record: the activity log cannot be read.</source>
        <translation>无法检查记录：活动日志无法读取。</translation>
    </message>
    <message>
        <source>Cannot read the activity log: {why}.</source>
        <translation>无法读取活动日志：{why}。</translation>
    </message>
    <message>
        <source>Activity log — Ling Desk</source>
        <translation>活动日志 — Ling Desk</translation>
    </message>
    <message>
        <source>Activity log</source>
        <translation>活动日志</translation>
    </message>
    <message>
        <source>Ling Desk's tamper-evident record of gateway calls, key changes, tool permissions, exports and deletions, newest first. It never holds what you wrote.</source>
        <translation>Ling Desk 防篡改的记录，包括网关调用、密钥变更、工具权限、导出和删除操作，最新的在前。其中从不包含您写的内容。</translation>
    </message>
    <message>
        <source>Chain status</source>
        <translation>链状态</translation>
    </message>
    <message>
        <source>Whether the activity log is whole, or which record was changed or removed</source>
        <translation>活动日志是否完整，或哪条记录被更改或删除</translation>
    </message>
    <message>
        <source>All activity</source>
        <translation>所有活动</translation>
    </message>
    <message>
        <source>Kind of activity</source>
        <translation>活动类型</translation>
    </message>
    <message>
        <source>Show only one kind of record, or all activity</source>
        <translation>只显示一种记录，或显示所有活动</translation>
    </message>
    <message>
        <source>Show only one kind of record</source>
        <translation>只显示一种记录</translation>
    </message>
    <message>
        <source>Show the records of the last hour, of today, of the last 7 days, or all of them</source>
        <translation>显示最近一小时、今天、最近 7 天或全部的记录</translation>
    </message>
    <message>
        <source>Show only the records of this time</source>
        <translation>只显示此时间段的记录</translation>
    </message>
    <message>
        <source>Filter: an app, a route, a tool, a status…</source>
        <translation>筛选：应用、路由、工具、状态…</translation>
    </message>
    <message>
        <source>Filter text</source>
        <translation>筛选文本</translation>
    </message>
    <message>
        <source>Show only the records whose summary holds this text (case does not matter)</source>
        <translation>只显示摘要中包含此文本的记录（不区分大小写）</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>时间(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>查找(&amp;F)：</translation>
    </message>
    <message>
        <source>Activity records</source>
        <translation>活动记录</translation>
    </message>
    <message>
        <source>One record a row, newest first: when, what kind, a summary, and its number. The details below show every field and the record's hash.</source>
        <translation>每行一条记录，最新的在前：时间、类型、摘要和编号。下方详情显示每个字段以及记录的哈希。</translation>
    </message>
    <message>
        <source>Yesterday {time}</source>
        <translation>昨天 {time}</translation>
    </message>
    <message>
        <source>Choose a record to see all its fields and its hash.</source>
        <translation>选择一条记录以查看其所有字段和哈希。</translation>
    </message>
    <message>
        <source>Record details</source>
        <translation>记录详情</translation>
    </message>
    <message>
        <source>Every field of the chosen record, its time, and the hashes that chain it</source>
        <translation>所选记录的每个字段、时间以及将其串联起来的哈希</translation>
    </message>
    <message>
        <source>Activity log message</source>
        <translation>活动日志消息</translation>
    </message>
    <message>
        <source>Why no records are listed</source>
        <translation>为什么没有列出记录</translation>
    </message>
    <message>
        <source>Export result</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>What the last export wrote, or why it could not</source>
        <translation>上次导出写入了什么，或无法导出的原因</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Read the activity log again and check that it is whole</source>
        <translation>重新读取活动日志并检查其是否完整</translation>
    </message>
    <message>
        <source>Read the log again and check it (F5)</source>
        <translation>重新读取并检查日志（F5）</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Save every record as JSON lines, the same file as 'ling-desk audit export'</source>
        <translation>将所有记录保存为 JSON lines，与“ling-desk audit export”生成的文件相同</translation>
    </message>
    <message>
        <source>Save every record as JSON lines (for a SIEM)</source>
        <translation>将所有记录保存为 JSON lines（用于 SIEM）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Close the activity log (Esc)</source>
        <translation>关闭活动日志（Esc）</translation>
    </message>
    <message>
        <source>Reading the activity log…</source>
        <translation>正在读取活动日志…</translation>
    </message>
    <message>
        <source>Reading the activity log</source>
        <translation>读取活动日志</translation>
    </message>
    <message numerus="yes">
        <source>Checking that the record is whole (%n record(s))…</source>
        <translation>
            <numerusform>正在检查记录是否完整（%n 条记录）…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading the activity log… %n record(s) so far.</source>
        <translation>
            <numerusform>正在读取活动日志… 已读取 %n 条记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose “All activity” and “All time” to see every record.</source>
        <translation>选择“所有活动”和“全部时间”即可查看所有记录。</translation>
    </message>
    <message>
        <source>Locked.</source>
        <translation>已锁定。</translation>
    </message>
    <message>
        <source>Export the activity log</source>
        <translation>导出活动日志</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl);;All files (*)</source>
        <translation>JSON lines (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Exporting to {path}…</source>
        <translation>正在导出到 {path}…</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}.</source>
        <translation>
            <numerusform>已将 %n 条记录导出到 {path}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not exported: {why}.</source>
        <translation>未导出：{why}。</translation>
    </message>
    <message>
        <source>Exporting the activity log</source>
        <translation>导出活动日志</translation>
    </message>
    <message>
        <source>Gateway call</source>
        <translation>网关调用</translation>
    </message>
    <message>
        <source>Tool permission</source>
        <translation>工具权限</translation>
    </message>
    <message>
        <source>Key created</source>
        <translation>已创建密钥</translation>
    </message>
    <message>
        <source>Key revoked</source>
        <translation>已吊销密钥</translation>
    </message>
    <message>
        <source>Key re-issued</source>
        <translation>已重新签发密钥</translation>
    </message>
    <message>
        <source>Key confirmed</source>
        <translation>已确认密钥</translation>
    </message>
    <message>
        <source>Key exposed</source>
        <translation>密钥已泄露</translation>
    </message>
    <message>
        <source>Tool server added</source>
        <translation>已添加工具服务器</translation>
    </message>
    <message>
        <source>Tool server removed</source>
        <translation>已移除工具服务器</translation>
    </message>
    <message>
        <source>Deletion</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Retention clean-up</source>
        <translation>保留期限清理</translation>
    </message>
    <message>
        <source>Settings changed</source>
        <translation>设置已更改</translation>
    </message>
    <message>
        <source>Policy changed</source>
        <translation>策略已更改</translation>
    </message>
    <message>
        <source>Engine start</source>
        <translation>引擎启动</translation>
    </message>
    <message>
        <source>Model download</source>
        <translation>模型下载</translation>
    </message>
    <message>
        <source>Model check</source>
        <translation>模型检查</translation>
    </message>
    <message>
        <source>Nothing recorded yet. Gateway calls, tool permissions, exports and deletions will appear here.</source>
        <translation>尚无记录。网关调用、工具权限、导出和删除操作会显示在这里。</translation>
    </message>
    <message>
        <source>No activity matches these filters.</source>
        <translation>没有符合这些筛选条件的活动。</translation>
    </message>
    <message>
        <source>Today {time}</source>
        <translation>今天 {time}</translation>
    </message>
    <message>
        <source>ddd d MMM HH:mm</source>
        <comment>Qt date pattern: this year</comment>
        <translation>M月d日 ddd HH:mm</translation>
    </message>
    <message>
        <source>d MMM yyyy HH:mm</source>
        <comment>Qt date pattern: another year</comment>
        <translation>yyyy年M月d日 HH:mm</translation>
    </message>
    <message>
        <source>{time} (not a valid time)</source>
        <translation>{time}（不是有效的时间）</translation>
    </message>
    <message>
        <source>dddd d MMMM yyyy, HH:mm:ss</source>
        <comment>Qt date pattern: in full</comment>
        <translation>yyyy年M月d日 dddd HH:mm:ss</translation>
    </message>
    <message>
        <source>{time} ({zone}); stored as {stored}</source>
        <translation>{time}（{zone}）；存储为 {stored}</translation>
    </message>
    <message>
        <source>at an unreadable time</source>
        <translation>时间无法读取</translation>
    </message>
    <message>
        <source>at {time}</source>
        <translation>于 {time}</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>Qt date pattern: a day</comment>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>on {day} at {time}</source>
        <translation>于 {day} {time}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>{tokens_in} → {tokens_out} tokens</source>
        <translation>{tokens_in} → {tokens_out} token</translation>
    </message>
    <message>
        <source>{tokens} tokens in</source>
        <translation>输入 {tokens} token</translation>
    </message>
    <message>
        <source>{tokens} tokens out</source>
        <translation>输出 {tokens} token</translation>
    </message>
    <message>
        <source>{tool} on {server}</source>
        <translation>{server} 上的 {tool}</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>已允许</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>key {key}</source>
        <translation>密钥 {key}</translation>
    </message>
    <message>
        <source>removed: nothing is fixed or forbidden now</source>
        <translation>已移除：目前没有任何固定或禁止的项</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>生效中</translation>
    </message>
    <message>
        <source>forbids {what}</source>
        <translation>禁止 {what}</translation>
    </message>
    <message>
        <source>fixes {what}</source>
        <translation>固定 {what}</translation>
    </message>
    <message>
        <source>keeps conversations at most {days} days</source>
        <translation>对话最多保留 {days} 天</translation>
    </message>
    <message>
        <source>{proven} of 3 optimizations proven</source>
        <translation>3 项优化中已验证 {proven} 项</translation>
    </message>
    <message>
        <source>failed: {checks}</source>
        <translation>失败：{checks}</translation>
    </message>
    <message>
        <source>{n} passed</source>
        <translation>{n} 项通过</translation>
    </message>
    <message>
        <source>{n} warned</source>
        <translation>{n} 项警告</translation>
    </message>
    <message>
        <source>{n} skipped</source>
        <translation>{n} 项跳过</translation>
    </message>
    <message>
        <source>checks: {counts}</source>
        <translation>检查：{counts}</translation>
    </message>
    <message>
        <source>Record {seq}: {kind}</source>
        <translation>第 {seq} 条记录：{kind}</translation>
    </message>
    <message>
        <source>When: {time}</source>
        <translation>时间：{time}</translation>
    </message>
    <message>
        <source>Kind: {kind}</source>
        <translation>类型：{kind}</translation>
    </message>
    <message>
        <source>Fields:</source>
        <translation>字段：</translation>
    </message>
    <message>
        <source>Fields: none</source>
        <translation>字段：无</translation>
    </message>
    <message>
        <source>Hash: {hash}</source>
        <translation>哈希：{hash}</translation>
    </message>
    <message>
        <source>Follows: {hash}</source>
        <translation>前一条：{hash}</translation>
    </message>
    <message>
        <source>The record is whole: nothing recorded yet.</source>
        <translation>记录完整：尚无任何记录。</translation>
    </message>
    <message numerus="yes">
        <source>The record is whole: %n record(s), last {when}.</source>
        <translation>
            <numerusform>记录完整：共 %n 条记录，最后一条{when}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Changed: {why}, in {file}. Nothing from there on can be trusted.</source>
        <translation>已更改：{why}，位于 {file}。从此处起的内容都不可信。</translation>
    </message>
    <message>
        <source>Changed: {why}. Nothing from there on can be trusted.</source>
        <translation>已更改：{why}。从此处起的内容都不可信。</translation>
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
        <source>{path}, {place}: {passage}</source>
        <translation>{path}，{place}：{passage}</translation>
    </message>
    <message>
        <source>{path}: {passage}</source>
        <translation>{path}：{passage}</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>rank {rank} (this machine)</source>
        <translation>rank {rank}（本机）</translation>
    </message>
    <message>
        <source>rank {rank} (the second machine)</source>
        <translation>rank {rank}（第二台机器）</translation>
    </message>
    <message>
        <source>the engine extension is copied first: {command}</source>
        <translation>先复制引擎扩展：{command}</translation>
    </message>
    <message>
        <source>{file} (0600, removed when the engine stops)</source>
        <translation>{file}（0600，引擎停止时删除）</translation>
    </message>
    <message>
        <source>{problem}. Give these apps a new key: {names} (`ling-desk api key reissue NAME`)</source>
        <translation>{problem}。请为这些应用换发新密钥：{names}（`ling-desk api key reissue NAME`）</translation>
    </message>
    <message>
        <source>engine starting on {url}</source>
        <translation>引擎正在 {url} 上启动</translation>
    </message>
    <message>
        <source>engine {how}: {summary}</source>
        <translation>引擎{how}：{summary}</translation>
    </message>
    <message>
        <source>--limit must be at least 1</source>
        <translation>--limit 必须至少为 1</translation>
    </message>
    <message numerus="yes">
        <source>run {run}: %n configuration(s) to measure ({ids}) x {requests} requests of {workload}; each starts its own engine (on a DGX Spark, minutes each, and a full GSM8K ladder takes hours)</source>
        <translation>
            <numerusform>运行 {run}：需测量 %n 个配置（{ids}）× {workload} 的 {requests} 个请求；每个配置各自启动一个引擎（在 DGX Spark 上每个需要数分钟，完整的 GSM8K 阶梯需要数小时）</numerusform>
        </translation>
    </message>
    <message>
        <source>none left</source>
        <translation>没有剩余</translation>
    </message>
    <message>
        <source>measuring, request {i}/{n}</source>
        <translation>正在测量，请求 {i}/{n}</translation>
    </message>
    <message>
        <source>{stage}, about {min} min left</source>
        <translation>{stage}，大约还剩 {min} 分钟</translation>
    </message>
    <message>
        <source>saved {id} in the engine settings</source>
        <translation>已将 {id} 保存到引擎设置中</translation>
    </message>
    <message>
        <source>report kept in {file}</source>
        <translation>报告保存在 {file}</translation>
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
        <source>no conversation with id {ids} in the history</source>
        <translation>历史记录中没有 id 为 {ids} 的对话</translation>
    </message>
    <message>
        <source>no conversations with ids {ids} in the history</source>
        <translation>历史记录中没有 id 为 {ids} 的对话</translation>
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
        <source>cannot be read: {why}</source>
        <translation>无法读取：{why}</translation>
    </message>
    <message>
        <source>damaged or truncated {kind} file ({error})</source>
        <translation>{kind} 文件已损坏或不完整（{error}）</translation>
    </message>
    <message>
        <source>refused: its text makes more than {passages} passages, the most one document may bring into the library (split it into smaller files)</source>
        <translation>已拒绝：其文本超过 {passages} 个段落，这是单个文档可放入文档库的上限（请拆分为较小的文件）</translation>
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
        <source>not in the library</source>
        <translation>不在文档库中</translation>
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
        <source>Ling Desk has too many connections open to reach the engine right now (out of file handles); the engine itself may be fine. Try again in a moment.</source>
        <translation>Ling Desk 当前打开的连接过多，暂时无法连接引擎（文件句柄已用尽）；引擎本身可能并无问题。请稍后再试。</translation>
    </message>
    <message>
        <source>The engine stopped answering (no data for {s} s).</source>
        <translation>引擎已停止响应（{s} 秒内没有数据）。</translation>
    </message>
    <message>
        <source>The engine refused the request (401): the API key does not match.</source>
        <translation>引擎拒绝了请求（401）：API 密钥不匹配。</translation>
    </message>
    <message>
        <source>The engine answered {status}: {detail}</source>
        <translation>引擎返回 {status}：{detail}</translation>
    </message>
    <message>
        <source>The engine reported an error mid-stream: {error}</source>
        <translation>引擎在流式输出中途报告错误：{error}</translation>
    </message>
    <message>
        <source>The engine did not answer {path}: {error}</source>
        <translation>引擎未响应 {path}：{error}</translation>
    </message>
    <message>
        <source>The engine has no {path} endpoint.</source>
        <translation>引擎没有 {path} 端点。</translation>
    </message>
    <message>
        <source>The engine sent a malformed stream chunk ({error}): {data}</source>
        <translation>引擎发送了格式错误的流数据块（{error}）：{data}</translation>
    </message>
    <message>
        <source>Unexpected stream chunk: {data}</source>
        <translation>意外的流数据块：{data}</translation>
    </message>
    <message>
        <source>The engine's stream is not SSE: {error}</source>
        <translation>引擎的流不是 SSE 格式：{error}</translation>
    </message>
    <message>
        <source>The connection to the engine broke mid-stream ({error}).</source>
        <translation>与引擎的连接在流式输出中途断开（{error}）。</translation>
    </message>
    <message>
        <source>The engine is not reachable at {url}.</source>
        <translation>无法在 {url} 连接到引擎。</translation>
    </message>
    <message>
        <source>The engine did not answer: {error}</source>
        <translation>引擎没有响应：{error}</translation>
    </message>
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
        <source>The engine extension could not be copied to rank {rank}: {error}. Check the command prefix in Settings &gt; Engine &gt; Two DGX Sparks.</source>
        <translation>无法将引擎扩展复制到 rank {rank}：{error}。请检查“设置 &gt; 引擎 &gt; 两台 DGX Spark”中的命令前缀。</translation>
    </message>
    <message>
        <source>Copying the engine extension to rank {rank} took over {s} s.</source>
        <translation>将引擎扩展复制到 rank {rank} 用时超过 {s} 秒。</translation>
    </message>
    <message>
        <source>Copying the engine extension to rank {rank} failed (exit {code}): {output}. Check that the prefix reaches the second machine without a password prompt.</source>
        <translation>将引擎扩展复制到 rank {rank} 失败（退出码 {code}）：{output}。请确认该前缀无需输入密码即可连到第二台机器。</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>无输出</translation>
    </message>
    <message>
        <source>The engine is already running; stop it first.</source>
        <translation>引擎已在运行；请先停止它。</translation>
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
        <source>Nothing to restart: the engine was never started.</source>
        <translation>无可重启：引擎从未启动过。</translation>
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
        <source>the engine Python {python} does not exist</source>
        <translation>引擎 Python {python} 不存在</translation>
    </message>
    <message>
        <source>the engine environment probe took longer than {s} s</source>
        <translation>引擎环境探测用时超过 {s} 秒</translation>
    </message>
    <message>
        <source>the engine Python {python} could not run: {error}</source>
        <translation>引擎 Python {python} 无法运行：{error}</translation>
    </message>
    <message>
        <source>the probe printed no result (exit {code}): {error}</source>
        <translation>探测程序没有输出结果（退出码 {code}）：{error}</translation>
    </message>
    <message>
        <source>the probe printed no result (exit {code})</source>
        <translation>探测程序没有输出结果（退出码 {code}）</translation>
    </message>
    <message>
        <source>the probe's result is not JSON: {error}</source>
        <translation>探测程序的结果不是 JSON：{error}</translation>
    </message>
    <message>
        <source>Attached to an engine at {url} that Ling Desk did not start: it is not stopped or restarted from here, and its log stays on its own machine.</source>
        <translation>已接入位于 {url} 的引擎，它并非由 Ling Desk 启动：无法在此停止或重启它，其日志也保留在它所在的机器上。</translation>
    </message>
    <message>
        <source>Already attached; detach first.</source>
        <translation>已接入；请先断开。</translation>
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
        <source>Port {port} on 127.0.0.1 is already in use by another program. Stop that program, or set the engine port to 0 so Ling Desk picks a free one.</source>
        <translation>127.0.0.1 上的端口 {port} 已被其他程序占用。请停止该程序，或将引擎端口设为 0，让 Ling Desk 自动选择空闲端口。</translation>
    </message>
    <message>
        <source>Port {port} is not a TCP port: choose 1-65535, or 0 for a free one.</source>
        <translation>{port} 不是有效的 TCP 端口：请选择 1-65535，或填 0 自动选择空闲端口。</translation>
    </message>
    <message>
        <source>This Ling Desk is already running an engine on this folder (pid {pid}) for another task, such as the benchmark; it was left running. Let that task finish or cancel it, then start again.</source>
        <translation>本 Ling Desk 已在此文件夹上为另一项任务（例如基准测试）运行着一个引擎（pid {pid}），该引擎保持运行。请等该任务完成或将其取消，然后再启动。</translation>
    </message>
    <message>
        <source>Another Ling Desk (pid {owner}) is running the engine of this folder (pid {pid}); it was left running. Use that one, or give this one its own folder with --basedir.</source>
        <translation>另一个 Ling Desk（pid {owner}）正在运行此文件夹的引擎（pid {pid}），该引擎保持运行。请使用那个 Ling Desk，或用 --basedir 为本实例指定单独的文件夹。</translation>
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
        <source>no key is named {name}</source>
        <translation>没有名为 {name} 的密钥</translation>
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
        <source>local API for editors and agents on {url} (a key: ling-desk api key create NAME)</source>
        <translation>供编辑器和智能体使用的本地 API 位于 {url}（创建密钥：ling-desk api key create NAME）</translation>
    </message>
    <message>
        <source>local API not running: {problem}</source>
        <translation>本地 API 未运行：{problem}</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未启动</translation>
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
    <message>
        <source>estimated from config.json's shapes; KDA projection shapes are assumed (Kimi Linear layout: q, k, v, o, full-rank f and g gates, beta)</source>
        <translation>根据 config.json 中的形状估算；KDA 投影的形状为假定值（Kimi Linear 布局：q、k、v、o，满秩 f 和 g 门，beta）</translation>
    </message>
    <message>
        <source>Ling-3.0-flash's public shapes used (hidden 2560, 42 layers, 512 experts top-8)</source>
        <translation>使用 Ling-3.0-flash 公开的形状（hidden 2560，42 层，512 个专家 top-8）</translation>
    </message>
    <message>
        <source>config.json lacks {fields}: Ling-3.0-flash's public values used</source>
        <translation>config.json 缺少 {fields}：使用 Ling-3.0-flash 的公开值</translation>
    </message>
    <message>
        <source>config.json has unusable values: {values}: Ling-3.0-flash's public values used instead</source>
        <translation>config.json 中有不可用的值：{values}：改用 Ling-3.0-flash 的公开值</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) counted from the safetensors headers</source>
        <translation>
            <numerusform>根据 safetensors 头部统计了 %n 个张量</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NEXTN draft-layer tensor(s) left out</source>
        <translation>
            <numerusform>未计入 %n 个 NEXTN 草稿层张量</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder: Ling-3.0-flash-fp4's public shapes and dtypes assumed</source>
        <translation>没有模型文件夹：假定使用 Ling-3.0-flash-fp4 公开的形状和数据类型</translation>
    </message>
    <message>
        <source>config.json unreadable ({error}): Ling-3.0-flash-fp4's public shapes assumed</source>
        <translation>无法读取 config.json（{error}）：假定使用 Ling-3.0-flash-fp4 公开的形状</translation>
    </message>
    <message>
        <source>{file} unreadable ({error})</source>
        <translation>无法读取 {file}（{error}）</translation>
    </message>
    <message>
        <source>shard headers unreadable ({error})</source>
        <translation>无法读取分片头部（{error}）</translation>
    </message>
    <message>
        <source>no safetensors shards</source>
        <translation>没有 safetensors 分片</translation>
    </message>
    <message>
        <source>shard headers hold an unexpected value ({error})</source>
        <translation>分片头部含有意外的值（{error}）</translation>
    </message>
    <message>
        <source>{problem}: only config.json used</source>
        <translation>{problem}：仅使用 config.json</translation>
    </message>
</context>
<context>
    <name>instance</name>
    <message>
        <source>Another Ling Desk (pid {pid}) is using {folder}; it was left as it is. Use that one, or give this one its own folder with --basedir.</source>
        <translation>另一个 Ling Desk（pid {pid}）正在使用 {folder}；该文件夹保持原样。请使用那一个，或用 --basedir 为这个指定单独的文件夹。</translation>
    </message>
    <message>
        <source>Another Ling Desk is using {folder}; it was left as it is. Use that one, or give this one its own folder with --basedir.</source>
        <translation>另一个 Ling Desk 正在使用 {folder}；该文件夹保持原样。请使用那一个，或用 --basedir 为这个指定单独的文件夹。</translation>
    </message>
</context>
<context>
    <name>keeper</name>
    <message>
        <source>your other Ling Desk (pid {pid}) serves the port</source>
        <translation>您的另一个 Ling Desk（pid {pid}）正在使用该端口提供服务</translation>
    </message>
    <message>
        <source>{folder} is not a folder of yours: the keeper will not use it</source>
        <translation>{folder} 不是您的文件夹：端口守护程序不会使用它</translation>
    </message>
    <message>
        <source>another keeper already holds port {port}</source>
        <translation>另一个端口守护程序已占用端口 {port}</translation>
    </message>
    <message>
        <source>cannot listen on 127.0.0.1:{port}: {error}</source>
        <translation>无法在 127.0.0.1:{port} 上监听：{error}</translation>
    </message>
    <message>
        <source>port {port} on 127.0.0.1 is in use: {who}; waiting for it to be free</source>
        <translation>127.0.0.1 上的端口 {port} 已被占用：{who}；正在等待其释放</translation>
    </message>
    <message>
        <source>holding port {port} now</source>
        <translation>现已占用端口 {port}</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>另一个程序</translation>
    </message>
    <message>
        <source>a program that has left</source>
        <translation>一个已退出的程序</translation>
    </message>
    <message>
        <source>{command} failed: {error}</source>
        <translation>{command} 失败：{error}</translation>
    </message>
    <message>
        <source>port {port} is held from login on by systemd ({file})</source>
        <translation>从登录起由 systemd 占用端口 {port}（{file}）</translation>
    </message>
    <message>
        <source>the keeper did not start; run `{command}` to see why</source>
        <translation>端口守护程序未能启动；运行 `{command}` 查看原因</translation>
    </message>
    <message>
        <source>port {port} is held from login on by the keeper started from {file}</source>
        <translation>从登录起由 {file} 启动的端口守护程序占用端口 {port}</translation>
    </message>
    <message>
        <source>the systemd user units</source>
        <translation>systemd 用户单元</translation>
    </message>
    <message>
        <source>the running keeper</source>
        <translation>正在运行的端口守护程序</translation>
    </message>
    <message>
        <source>no keeper was installed</source>
        <translation>没有安装端口守护程序</translation>
    </message>
    <message>
        <source>removed {what}</source>
        <translation>已移除 {what}</translation>
    </message>
    <message>
        <source>{port} is not a port for the keeper (1-65535)</source>
        <translation>{port} 不是可供端口守护程序使用的端口（1-65535）</translation>
    </message>
    <message>
        <source>cannot read the settings ({error}); using port {port}</source>
        <translation>无法读取设置（{error}）；使用端口 {port}</translation>
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
        <source>unknown configuration {names}; choose from {ids}</source>
        <translation>未知配置 {names}；可选：{ids}</translation>
    </message>
    <message>
        <source>{depth} is the same configuration as {twin} (its NEXTN runs {steps} steps): measured once, shown once.</source>
        <translation>{depth} 与 {twin} 是同一配置（其 NEXTN 运行 {steps} 步）：只测量一次，只显示一次。</translation>
    </message>
    <message>
        <source>no stored ladder run {run} in {folder}</source>
        <translation>{folder} 中没有已保存的阶梯运行 {run}</translation>
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
        <source>configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>decode tok/s (95% CI)</source>
        <translation>解码 tok/s（95% CI）</translation>
    </message>
    <message>
        <source>TTFT s</source>
        <translation>TTFT 秒</translation>
    </message>
    <message>
        <source>latency s</source>
        <translation>延迟 秒</translation>
    </message>
    <message>
        <source>accept length</source>
        <translation>接受长度</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>Ling Desk ladder run {run}</source>
        <translation>Ling Desk 优化阶梯运行 {run}</translation>
    </message>
    <message numerus="yes">
        <source>Workload: {workload}, %n request(s) at batch 1.</source>
        <translation>
            <numerusform>工作负载：{workload}，%n 个请求，batch 1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Workload: {workload}, at batch 1.</source>
        <translation>工作负载：{workload}，batch 1。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>`{id}` was not measured: {error}</source>
        <translation>`{id}` 未被测量：{error}</translation>
    </message>
    <message>
        <source>against baseline</source>
        <translation>相对基线</translation>
    </message>
    <message>
        <source>speed-up (95% CI)</source>
        <translation>加速比（95% CI）</translation>
    </message>
    <message>
        <source>accuracy change</source>
        <translation>准确率变化</translation>
    </message>
    <message>
        <source>McNemar p</source>
        <translation>McNemar p</translation>
    </message>
    <message>
        <source>**Recommendation:** {text}</source>
        <translation>**建议：**{text}</translation>
    </message>
    <message>
        <source>Made by:</source>
        <translation>生成命令：</translation>
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
    <name>paths</name>
    <message>
        <source>Ling Desk cannot create or use the folder {folder}: {error}. Choose a folder you can write to (--basedir DIR), or fix that folder's permissions.</source>
        <translation>Ling Desk 无法创建或使用文件夹 {folder}：{error}。请选择一个您有写入权限的文件夹（--basedir DIR），或修正该文件夹的权限。</translation>
    </message>
    <message>
        <source>Ling Desk cannot write to the folder {folder}. Choose a folder you can write to (--basedir DIR), or fix that folder's permissions.</source>
        <translation>Ling Desk 无法写入文件夹 {folder}。请选择一个您有写入权限的文件夹（--basedir DIR），或修正该文件夹的权限。</translation>
    </message>
</context>
<context>
    <name>policy</name>
    <message>
        <source>set by your organisation</source>
        <translation>由您的组织设定</translation>
    </message>
    <message>
        <source>the local API for editors and agents (the gateway) is turned off</source>
        <translation>供编辑器和智能体使用的本地 API（网关）已关闭</translation>
    </message>
    <message>
        <source>MCP tool servers are not allowed</source>
        <translation>不允许使用 MCP 工具服务器</translation>
    </message>
    <message>
        <source>MCP tool servers off this machine are not allowed</source>
        <translation>不允许使用本机以外的 MCP 工具服务器</translation>
    </message>
    <message>
        <source>exporting conversations is not allowed</source>
        <translation>不允许导出对话</translation>
    </message>
    <message>
        <source>encryption cannot be turned off</source>
        <translation>无法关闭加密</translation>
    </message>
    <message>
        <source>{what}: set by your organisation (the administrator's policy, {file})</source>
        <translation>{what}：由您的组织设定（管理员策略，{file}）</translation>
    </message>
    <message>
        <source>{key} is fixed at {value}</source>
        <translation>{key} 固定为 {value}</translation>
    </message>
    <message numerus="yes">
        <source>conversations are kept at most %n day(s)</source>
        <translation>
            <numerusform>对话最多保留 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <source> or </source>
        <comment>between two folders</comment>
        <translation> 或 </translation>
    </message>
    <message>
        <source>the model must come from {allowed}, not {path}</source>
        <translation>模型必须来自 {allowed}，而不是 {path}</translation>
    </message>
    <message>
        <source>the model may come from no folder, not {path}</source>
        <translation>模型不得来自任何文件夹，包括 {path}</translation>
    </message>
    <message>
        <source>model downloads are not allowed; the model comes from {folder}</source>
        <translation>不允许下载模型；模型来自 {folder}</translation>
    </message>
    <message>
        <source>model downloads are not allowed; the model comes from your administrator</source>
        <translation>不允许下载模型；模型由您的管理员提供</translation>
    </message>
    <message>
        <source>models are downloaded only from {allowed}, not {url}</source>
        <translation>模型只能从 {allowed} 下载，而不是 {url}</translation>
    </message>
    <message>
        <source>creating the engine environment is not allowed</source>
        <translation>不允许创建引擎环境</translation>
    </message>
    <message>
        <source>the engine environment is created only from the wheels in {folder} (not {source})</source>
        <translation>引擎环境只能用 {folder} 中的 wheel 包创建（而不是 {source}）</translation>
    </message>
    <message>
        <source>{path} is owned by uid {uid}, not by root</source>
        <translation>{path} 的所有者是 uid {uid}，而不是 root</translation>
    </message>
    <message>
        <source>{path} is writable by others (mode {mode})</source>
        <translation>{path} 可被其他用户写入（权限 {mode}）</translation>
    </message>
    <message>
        <source>{path} is not a plain file</source>
        <translation>{path} 不是普通文件</translation>
    </message>
    <message>
        <source>its folder {path}</source>
        <translation>其所在文件夹 {path}</translation>
    </message>
    <message>
        <source>it is over {size} KB</source>
        <translation>文件超过 {size} KB</translation>
    </message>
    <message>
        <source>{path} vanished while it was read</source>
        <translation>{path} 在读取过程中消失了</translation>
    </message>
    <message>
        <source>policy: {path} ({variable}) does not exist; no policy</source>
        <translation>策略：{path}（{variable}）不存在；不使用策略</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error})</source>
        <translation>无法读取 {path}（{error}）</translation>
    </message>
    <message>
        <source>policy: {problem}: ignored (it must be root's alone)</source>
        <translation>策略：{problem}：已忽略（该文件必须只归 root 所有）</translation>
    </message>
    <message>
        <source>{path} is not valid TOML ({error})</source>
        <translation>{path} 不是有效的 TOML（{error}）</translation>
    </message>
    <message>
        <source>policy: {problem}; every [forbid] capability is closed until it is fixed</source>
        <translation>策略：{problem}；在修正之前，[forbid] 中的所有功能均被禁用</translation>
    </message>
    <message>
        <source>policy: {path}: {problem}</source>
        <translation>策略：{path}：{problem}</translation>
    </message>
    <message>
        <source>unknown table or key {key}, ignored</source>
        <translation>未知的表或键 {key}，已忽略</translation>
    </message>
    <message>
        <source>[limits] {key} is unknown, ignored</source>
        <translation>[limits] {key} 未知，已忽略</translation>
    </message>
    <message>
        <source>[limits] max_retention_days must be a whole number of days (1-36500), not {value}; ignored</source>
        <translation>[limits] max_retention_days 必须是整数天数（1-36500），而不是 {value}；已忽略</translation>
    </message>
    <message>
        <source>settings.privacy.retention_days = {fixed} is beyond [limits] max_retention_days = {max}; using {max}</source>
        <translation>settings.privacy.retention_days = {fixed} 超出了 [limits] max_retention_days = {max}；改用 {max}</translation>
    </message>
    <message>
        <source>settings.gateway.enabled = true, but [forbid] gateway: the gateway stays off</source>
        <translation>settings.gateway.enabled = true，但 [forbid] 中有 gateway：网关保持关闭</translation>
    </message>
    <message>
        <source>settings.privacy.encrypt = false, but [forbid] encryption_off: encryption stays on</source>
        <translation>settings.privacy.encrypt = false，但 [forbid] 中有 encryption_off：加密保持开启</translation>
    </message>
    <message>
        <source>[only] model_endpoint must be an http(s) URL, not {value}; no endpoint is allowed</source>
        <translation>[only] model_endpoint 必须是 http(s) URL，而不是 {value}；不允许任何端点</translation>
    </message>
    <message>
        <source>[only] model_folder must be an absolute folder path, not {value}; no folder is allowed</source>
        <translation>[only] model_folder 必须是文件夹的绝对路径，而不是 {value}；不允许任何文件夹</translation>
    </message>
    <message>
        <source>[only] engine_env_wheels must be an absolute folder path, not {value}; the engine environment cannot be created</source>
        <translation>[only] engine_env_wheels 必须是文件夹的绝对路径，而不是 {value}；无法创建引擎环境</translation>
    </message>
    <message>
        <source>[only] {key} is unknown, ignored</source>
        <translation>[only] {key} 未知，已忽略</translation>
    </message>
    <message>
        <source>[{name}] must be a table, not {value}</source>
        <translation>[{name}] 必须是表，而不是 {value}</translation>
    </message>
    <message>
        <source>every [forbid] capability is closed until it is fixed</source>
        <translation>在修正之前，[forbid] 中的所有功能均被禁用</translation>
    </message>
    <message>
        <source>[forbid] {key} is unknown (known: {known}); ignored</source>
        <translation>[forbid] {key} 未知（已知：{known}）；已忽略</translation>
    </message>
    <message>
        <source>[forbid] {key} must be true or false, not {value}; taken as true</source>
        <translation>[forbid] {key} 必须是 true 或 false，而不是 {value}；按 true 处理</translation>
    </message>
    <message>
        <source>[settings.{section}] is not a section of the settings, ignored</source>
        <translation>[settings.{section}] 不是设置中的分区，已忽略</translation>
    </message>
    <message>
        <source>[settings.{section}] must be a table, not {value}; ignored</source>
        <translation>[settings.{section}] 必须是表，而不是 {value}；已忽略</translation>
    </message>
    <message>
        <source>settings.{name} is not a setting, ignored</source>
        <translation>settings.{name} 不是一项设置，已忽略</translation>
    </message>
    <message>
        <source>settings.{name} cannot be fixed by the policy, ignored</source>
        <translation>settings.{name} 不能由策略固定，已忽略</translation>
    </message>
    <message>
        <source>settings.{name}: {problem}; not fixed</source>
        <translation>settings.{name}：{problem}；未固定</translation>
    </message>
</context>
<context>
    <name>profiles</name>
    <message>
        <source>NVIDIA DGX Spark (GB10)</source>
        <translation>NVIDIA DGX Spark (GB10)</translation>
    </message>
    <message>
        <source>Two DGX Sparks (TP 2)</source>
        <translation>两台 DGX Spark（TP 2）</translation>
    </message>
    <message>
        <source>NVIDIA H100 80GB</source>
        <translation>NVIDIA H100 80GB</translation>
    </message>
    <message>
        <source>NVIDIA H200</source>
        <translation>NVIDIA H200</translation>
    </message>
    <message>
        <source>NVIDIA RTX PRO 6000 Blackwell</source>
        <translation>NVIDIA RTX PRO 6000 Blackwell</translation>
    </message>
    <message>
        <source>NVIDIA GeForce RTX 5090</source>
        <translation>NVIDIA GeForce RTX 5090</translation>
    </message>
    <message>
        <source>Other or unknown GPU</source>
        <translation>其他或未知 GPU</translation>
    </message>
    <message>
        <source>unknown hardware profile {name}; choose one of: auto, {ids}</source>
        <translation>未知的硬件配置 {name}；可选：auto、{ids}</translation>
    </message>
</context>
<context>
    <name>recipe</name>
    <message>
        <source>{profile} needs rank 0's address on the link between the machines (Settings &gt; Engine &gt; --dist-init-addr, HOST:PORT).</source>
        <translation>{profile} 需要 rank 0 在两台机器间链路上的地址（“设置 &gt; 引擎 &gt; --dist-init-addr”，格式 HOST:PORT）。</translation>
    </message>
    <message>
        <source>{profile} needs the second machine: its name for ssh, or a command prefix (Settings &gt; Engine &gt; Two DGX Sparks).</source>
        <translation>{profile} 需要第二台机器：填写它的 ssh 名称，或一个命令前缀（“设置 &gt; 引擎 &gt; 两台 DGX Spark”）。</translation>
    </message>
    <message>
        <source>{profile} runs from an engine environment, not a container.</source>
        <translation>{profile} 从引擎环境运行，而不是容器。</translation>
    </message>
    <message>
        <source>The FP8 LM head and the FP32 LM head exclude each other: turn one of them off (Settings &gt; Optimizations).</source>
        <translation>FP8 输出头与 FP32 输出头互相排斥：请关闭其中一个（“设置 &gt; 优化”）。</translation>
    </message>
    <message>
        <source>NEXTN multi-token prediction needs a model path, and none is set and no local copy of {repo} was found: pass --model PATH or set it in Settings.</source>
        <translation>NEXTN 多 token 预测需要模型路径，但未设置路径，也未找到 {repo} 的本地副本：请传入 --model PATH，或在设置中指定。</translation>
    </message>
    <message>
        <source>The engine needs a model path, and none is set and no local copy of {repo} was found: pass --model PATH or set it in Settings.</source>
        <translation>引擎需要模型路径，但未设置路径，也未找到 {repo} 的本地副本：请传入 --model PATH，或在设置中指定。</translation>
    </message>
    <message>
        <source>Parallel requests must be a whole number from 1 to {max}, not {value} (Settings &gt; Engine).</source>
        <translation>并行请求数必须是 1 到 {max} 之间的整数，而不是 {value}（“设置 &gt; 引擎”）。</translation>
    </message>
    <message>
        <source>The {runtime} route needs an SGLang image: set Settings &gt; Engine &gt; Image (e.g. one you pulled with `docker pull`).</source>
        <translation>{runtime} 方式需要一个 SGLang 镜像：请在“设置 &gt; 引擎 &gt; 镜像”中设置（例如用 `docker pull` 拉取的镜像）。</translation>
    </message>
</context>
<context>
    <name>secrets</name>
    <message>
        <source>the keyring backend {name} did not keep the key</source>
        <translation>密钥环后端 {name} 没有保存密钥</translation>
    </message>
    <message>
        <source>no keyring service is available</source>
        <translation>没有可用的密钥环服务</translation>
    </message>
    <message>
        <source>The engine key is kept in {file} (readable by you only) because {problem}. Unlock or install a keyring (GNOME Keyring, KWallet) to keep it there.</source>
        <translation>引擎密钥保存在 {file}（仅您可读），原因：{problem}。请解锁或安装密钥环（GNOME Keyring、KWallet），以便将其保存在密钥环中。</translation>
    </message>
    <message>
        <source>The key for {url} is kept in {file} (readable by you only) because no keyring service is available.</source>
        <translation>{url} 的密钥保存在 {file}（仅您可读），因为没有可用的密钥环服务。</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>must be above {lo} and at most {hi}</source>
        <translation>必须大于 {lo} 且不超过 {hi}</translation>
    </message>
    <message>
        <source>must be at least {lo} and at most {hi}</source>
        <translation>必须介于 {lo} 和 {hi} 之间</translation>
    </message>
    <message>
        <source>must be one of: {choices}</source>
        <translation>必须是以下之一：{choices}</translation>
    </message>
    <message>
        <source>must be 0 (the profile's choice) or between 0 and 1</source>
        <translation>必须为 0（由硬件配置决定）或介于 0 和 1 之间</translation>
    </message>
    <message>
        <source>must be -1 (off) or at least 1</source>
        <translation>必须为 -1（关闭）或至少为 1</translation>
    </message>
    <message>
        <source>must be an http:// or https:// URL like {example}</source>
        <translation>必须是 http:// 或 https:// URL，例如 {example}</translation>
    </message>
    <message>
        <source>must be HOST:PORT, e.g. {example}</source>
        <translation>必须是 HOST:PORT 格式，例如 {example}</translation>
    </message>
    <message>
        <source>has {origin}, which is not an origin like http://localhost:5173</source>
        <translation>包含 {origin}，它不是 http://localhost:5173 这样的来源</translation>
    </message>
    <message>
        <source>has {key}, which is not SERVER.TOOL</source>
        <translation>包含 {key}，它不符合 SERVER.TOOL 格式</translation>
    </message>
    <message>
        <source>schema_version must be a whole number, not {value}</source>
        <translation>schema_version 必须是整数，而不是 {value}</translation>
    </message>
    <message>
        <source>{path} was written by a newer Ling Desk (settings schema {version}; this version reads up to {known}). It is left untouched</source>
        <translation>{path} 由较新版本的 Ling Desk 写入（设置架构 {version}；此版本最高只能读取 {known}）。该文件保持不变</translation>
    </message>
    <message>
        <source>it was written by a newer Ling Desk (settings schema {version}; this version reads up to {known}). It is left untouched</source>
        <translation>它由较新版本的 Ling Desk 写入（设置架构 {version}；此版本最高只能读取 {known}）。该文件保持不变</translation>
    </message>
    <message>
        <source>a key has more than {n} dotted parts</source>
        <translation>某个键包含超过 {n} 个以点分隔的部分</translation>
    </message>
    <message>
        <source>it is nested more than {n} deep</source>
        <translation>嵌套层级超过 {n} 层</translation>
    </message>
    <message>
        <source>{where}: expected a table, got {got}</source>
        <translation>{where}：应为表，实际为 {got}</translation>
    </message>
    <message>
        <source>{name}: unknown setting, ignored</source>
        <translation>{name}：未知设置，已忽略</translation>
    </message>
    <message>
        <source>{name}: {problem}; using the default, {default}</source>
        <translation>{name}：{problem}；改用默认值 {default}</translation>
    </message>
    <message>
        <source>{where}: expected a list of tables, got {got}; ignored</source>
        <translation>{where}：应为表的列表，实际为 {got}；已忽略</translation>
    </message>
    <message>
        <source>{where}: expected a table, got {got}; ignored</source>
        <translation>{where}：应为表，实际为 {got}；已忽略</translation>
    </message>
    <message>
        <source>{where}: has no name; ignored</source>
        <translation>{where}：没有名称；已忽略</translation>
    </message>
    <message>
        <source>{where}: the name {name} is used twice; ignored</source>
        <translation>{where}：名称 {name} 重复使用；已忽略</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a list of strings</source>
        <translation>字符串列表</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>expected {want}, got {got}</source>
        <translation>应为{want}，实际为 {got}</translation>
    </message>
    <message>
        <source>{path} cannot be read ({why}); using defaults</source>
        <translation>无法读取 {path}（{why}）；使用默认设置</translation>
    </message>
    <message>
        <source>it is over {size}, too big for settings</source>
        <translation>文件超过 {size}，对设置文件来说太大</translation>
    </message>
    <message>
        <source>{problem}, too deep for settings</source>
        <translation>{problem}，对设置文件来说嵌套过深</translation>
    </message>
    <message>
        <source>{path}: {problem}; this run uses the defaults (upgrade Ling Desk to use them again)</source>
        <translation>{path}：{problem}；本次运行使用默认设置（升级 Ling Desk 后可再次使用这些设置）</translation>
    </message>
    <message>
        <source>{path}: {problem}; it could not be moved aside ({why}), using defaults</source>
        <translation>{path}：{problem}；无法将其移到一旁（{why}），使用默认设置</translation>
    </message>
    <message>
        <source>{path}: {problem}; moved to {backup}, using defaults</source>
        <translation>{path}：{problem}；已移至 {backup}，使用默认设置</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Ling Desk settings</source>
        <translation>Ling Desk 设置</translation>
    </message>
    <message>
        <source>the Hugging Face cache copy of Ling-3.0-flash-fp4</source>
        <translation>Hugging Face 缓存中的 Ling-3.0-flash-fp4 副本</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>模型文件夹</translation>
    </message>
    <message>
        <source>Where the model's files are; empty: the Hugging Face cache copy of Ling-3.0-flash-fp4</source>
        <translation>模型文件所在位置；留空：使用 Hugging Face 缓存中的 Ling-3.0-flash-fp4 副本</translation>
    </message>
    <message>
        <source>default: &lt;engine Python&gt; -m sglang.launch_server</source>
        <translation>默认：&lt;引擎 Python&gt; -m sglang.launch_server</translation>
    </message>
    <message>
        <source>Launcher</source>
        <translation>启动命令</translation>
    </message>
    <message>
        <source>default: this Python</source>
        <translation>默认：当前 Python</translation>
    </message>
    <message>
        <source>Engine Python</source>
        <translation>引擎 Python</translation>
    </message>
    <message>
        <source>The Python that runs the engine; empty: this Python</source>
        <translation>运行引擎的 Python；留空：使用当前 Python</translation>
    </message>
    <message>
        <source>Python environment (venv)</source>
        <translation>Python 环境（venv）</translation>
    </message>
    <message>
        <source>Container: docker</source>
        <translation>容器：docker</translation>
    </message>
    <message>
        <source>Container: podman</source>
        <translation>容器：podman</translation>
    </message>
    <message>
        <source>Runs in</source>
        <translation>运行于</translation>
    </message>
    <message>
        <source>an SGLang image you pulled, e.g. lmsysorg/sglang</source>
        <translation>您已拉取的 SGLang 镜像，例如 lmsysorg/sglang</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Detect from the GPU (nvidia-smi)</source>
        <translation>根据 GPU 检测（nvidia-smi）</translation>
    </message>
    <message>
        <source>The machine the recipe is tuned for. Detect reads the GPU at each start; choose one when detection picks the wrong one, or for two DGX Sparks (TP 2).</source>
        <translation>启动配方所针对的机器。“检测”会在每次启动时读取 GPU；如果检测结果不对，或使用两台 DGX Spark（TP 2），请手动选择。</translation>
    </message>
    <message>
        <source>Hardware profile</source>
        <translation>硬件配置</translation>
    </message>
    <message>
        <source>pick a free port</source>
        <translation>自动选择空闲端口</translation>
    </message>
    <message>
        <source>Port (127.0.0.1)</source>
        <translation>端口（127.0.0.1）</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>the hardware profile's choice</source>
        <translation>按硬件配置选择</translation>
    </message>
    <message>
        <source>SGLang's --mem-fraction-static: lower it after an out-of-memory crash. On a DGX Spark 0.68 is the public recipe's; 0.75 once froze a Spark (unified memory).</source>
        <translation>SGLang 的 --mem-fraction-static：因内存不足而崩溃后请调低。在 DGX Spark 上，公开配方使用 0.68；0.75 曾导致 Spark 死机（统一内存）。</translation>
    </message>
    <message>
        <source>Memory fraction</source>
        <translation>显存占比</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>Stop a start that has not become ready after this long.</source>
        <translation>启动超过此时长仍未就绪时停止。</translation>
    </message>
    <message>
        <source>Ready timeout</source>
        <translation>就绪超时</translation>
    </message>
    <message>
        <source>Say the engine looks stuck after this long with no output and no progress.</source>
        <translation>超过此时长没有输出也没有进展时，提示引擎似乎卡住了。</translation>
    </message>
    <message>
        <source>Looks stuck after</source>
        <translation>判定卡住的时间</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>End an answer with “the engine stopped answering” after this long with no data.</source>
        <translation>超过此时长没有收到数据时，以“引擎停止响应”结束回答。</translation>
    </message>
    <message>
        <source>Not answering after</source>
        <translation>判定无响应的时间</translation>
    </message>
    <message>
        <source>Start the engine when Ling Desk opens</source>
        <translation>打开 Ling Desk 时启动引擎</translation>
    </message>
    <message>
        <source>Restart the engine after a crash (up to 3 times in 10 min)</source>
        <translation>引擎崩溃后自动重启（10 分钟内最多 3 次）</translation>
    </message>
    <message>
        <source>For this run the command line sets {flags}; those win over the values here.</source>
        <translation>本次运行由命令行设置了 {flags}；它们优先于此处的值。</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Humming MoE kernels (--moe-runner-backend humming)</source>
        <translation>Humming MoE 内核（--moe-runner-backend humming）</translation>
    </message>
    <message>
        <source>FP8 LM head</source>
        <translation>FP8 输出头（FP8 LM head）</translation>
    </message>
    <message>
        <source>NEXTN multi-token prediction (speculative decoding)</source>
        <translation>NEXTN 多 token 预测（推测解码）</translation>
    </message>
    <message>
        <source>FP32 LM head (the baseline's; excludes the FP8 head)</source>
        <translation>FP32 LM head（基线配置；与 FP8 输出头互斥）</translation>
    </message>
    <message>
        <source>--speculative-num-steps (the recipe: 3; Engine &gt; Benchmark sweeps it)</source>
        <translation>--speculative-num-steps（配方：3；可在“引擎 &gt; 基准测试”中扫描）</translation>
    </message>
    <message>
        <source>--speculative-num-draft-tokens (the recipe: 4, steps + 1)</source>
        <translation>--speculative-num-draft-tokens（配方：4，即步数 + 1）</translation>
    </message>
    <message>
        <source>NEXTN steps</source>
        <translation>NEXTN 步数</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>草稿 token</translation>
    </message>
    <message>
        <source>Changes apply at the next engine start (Engine &gt; Restart).</source>
        <translation>更改将在下次启动引擎时生效（引擎 &gt; 重启）。</translation>
    </message>
    <message>
        <source>Optimizations</source>
        <translation>优化</translation>
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
        <source>Defaults for every conversation; a conversation can override them (⚙).</source>
        <translation>所有对话的默认值；每个对话可以单独覆盖（⚙）。</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>采样</translation>
    </message>
    <message>
        <source>Follow the system (its contrast setting too)</source>
        <translation>跟随系统（包括其对比度设置）</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>The window's and the chat's text; Ctrl+= and Ctrl+- change it anywhere, Ctrl+0 puts it back to 100 %</source>
        <translation>窗口和对话的文字大小；在任何位置都可用 Ctrl+= 和 Ctrl+- 调整，Ctrl+0 恢复为 100 %</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>文字大小</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右侧</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左侧</translation>
    </message>
    <message>
        <source>Side panel edge</source>
        <translation>侧边面板位置</translation>
    </message>
    <message>
        <source>Ask before opening a link in the browser</source>
        <translation>在浏览器中打开链接前先询问</translation>
    </message>
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
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>Serve the engine to my editor and agents on this machine</source>
        <translation>向本机上的编辑器和智能体提供引擎服务</translation>
    </message>
    <message>
        <source>Requests the engine runs at once. 1 is the fastest for one request; more lets an app's request and a chat message run side by side, each a little slower (restarts the engine).</source>
        <translation>引擎同时处理的请求数。设为 1 时单个请求最快；设得更大时，应用的请求和对话消息可以并行处理，但各自会稍慢（会重启引擎）。</translation>
    </message>
    <message>
        <source>Parallel requests</source>
        <translation>并行请求数</translation>
    </message>
    <message>
        <source>Apps use http://127.0.0.1:PORT/v1 with a key of their own: Engine → Connect an app. A new port takes effect at the next start of Ling Desk.</source>
        <translation>应用通过 http://127.0.0.1:PORT/v1 并使用各自的密钥访问：引擎 → 连接应用。新端口在下次启动 Ling Desk 时生效。</translation>
    </message>
    <message>
        <source>Apps</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Privacy</source>
        <translation>隐私</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>设置页面</translation>
    </message>
    <message>
        <source>Engine, optimizations, sampling, appearance, apps, chat, tools and privacy</source>
        <translation>引擎、优化、采样、外观、应用、对话、工具和隐私</translation>
    </message>
    <message>
        <source>{page} settings</source>
        <translation>{page}设置</translation>
    </message>
    <message>
        <source>{setting} is fixed</source>
        <translation>{setting} 已固定</translation>
    </message>
    <message>
        <source>Only for a container: choose docker or podman under Runs in.</source>
        <translation>仅适用于容器：请在“运行于”中选择 docker 或 podman。</translation>
    </message>
    <message>
        <source>Use a running engine</source>
        <translation>使用正在运行的引擎</translation>
    </message>
    <message>
        <source>e.g. https://sglang.team.example:30000</source>
        <translation>例如 https://sglang.team.example:30000</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>the server's --api-key (kept in the keyring)</source>
        <translation>服务器的 --api-key（保存在系统密钥环中）</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>Give the engine's URL.</source>
        <translation>请填写引擎的 URL。</translation>
    </message>
    <message>
        <source>The URL {problem}.</source>
        <translation>该 URL {problem}。</translation>
    </message>
    <message>
        <source>This URL is neither loopback nor https: the key would cross the network in clear text, so Ling Desk will not send it. Use the server's https address.</source>
        <translation>此 URL 既不是本机回环地址也不是 https：密钥会以明文在网络上传输，因此 Ling Desk 不会发送它。请使用服务器的 https 地址。</translation>
    </message>
    <message>
        <source>Ling Desk starts no engine: it chats with this one and checks what can be checked from outside. Stop and Restart are not offered for it.</source>
        <translation>Ling Desk 不会启动引擎：它与这个引擎对话，并检查能从外部检查的内容。此引擎不提供停止和重启。</translation>
    </message>
    <message>
        <source>Two DGX Sparks (TP 2): the second machine</source>
        <translation>两台 DGX Spark（TP 2）：第二台机器</translation>
    </message>
    <message>
        <source>the second Spark's name for ssh, e.g. spark2</source>
        <translation>第二台 Spark 的 ssh 名称，例如 spark2</translation>
    </message>
    <message>
        <source>Second machine</source>
        <translation>第二台机器</translation>
    </message>
    <message>
        <source>default: ssh -tt &lt;second machine&gt;</source>
        <translation>默认：ssh -tt &lt;第二台机器&gt;</translation>
    </message>
    <message>
        <source>Command prefix</source>
        <translation>命令前缀</translation>
    </message>
    <message>
        <source>this machine's address on the link, e.g. 192.168.100.10:20000</source>
        <translation>本机在互联链路上的地址，例如 192.168.100.10:20000</translation>
    </message>
    <message>
        <source>e.g. enp1s0f0np0 (NCCL_SOCKET_IFNAME, GLOO_SOCKET_IFNAME)</source>
        <translation>例如 enp1s0f0np0（NCCL_SOCKET_IFNAME、GLOO_SOCKET_IFNAME）</translation>
    </message>
    <message>
        <source>Network interface</source>
        <translation>网络接口</translation>
    </message>
    <message>
        <source>engine port + 1</source>
        <translation>引擎端口 + 1</translation>
    </message>
    <message>
        <source>Rank 1 health port</source>
        <translation>Rank 1 健康检查端口</translation>
    </message>
    <message>
        <source>Used when the hardware profile is “Two DGX Sparks (TP 2)”. The model folder must be at the same path on both machines; the engine extension is copied over the prefix.</source>
        <translation>在硬件配置为“两台 DGX Spark（TP 2）”时使用。两台机器上的模型文件夹路径必须相同；引擎扩展会通过命令前缀复制过去。</translation>
    </message>
    <message>
        <source>Locked: {sentence}</source>
        <translation>已锁定：{sentence}</translation>
    </message>
    <message>
        <source>System prompt of a new conversation (empty: none):</source>
        <translation>新对话的系统提示词（留空：无）：</translation>
    </message>
    <message>
        <source>e.g. Answer briefly. Say when you are unsure.</source>
        <translation>例如：回答要简短。不确定时请说明。</translation>
    </message>
    <message>
        <source>Default system prompt</source>
        <translation>默认系统提示词</translation>
    </message>
    <message>
        <source>System prompt of a new conversation (empty: none)</source>
        <translation>新对话的系统提示词（留空：无）</translation>
    </message>
    <message>
        <source>Each new conversation keeps its own copy; change one in its ⚙ settings.</source>
        <translation>每个新对话都保留自己的副本；可在该对话的 ⚙ 设置中修改。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Presets&lt;/b&gt;: a conversation takes one from the composer's Preset button.</source>
        <translation>&lt;b&gt;预设&lt;/b&gt;：对话可通过输入框的“预设”按钮选用。</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>The presets a conversation can use; choose one to edit it</source>
        <translation>对话可以使用的预设；选择一个进行编辑</translation>
    </message>
    <message>
        <source>New preset</source>
        <translation>新建预设</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Preset's system prompt</source>
        <translation>预设的系统提示词</translation>
    </message>
    <message>
        <source>The system prompt this preset sets</source>
        <translation>此预设设定的系统提示词</translation>
    </message>
    <message>
        <source>e.g. You review Python code: point out bugs first.</source>
        <translation>例如：你负责审查 Python 代码：先指出错误。</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Let the model think before it answers</source>
        <translation>让模型先思考再回答</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <source>Max tokens</source>
        <translation>最大 token 数</translation>
    </message>
    <message>
        <source>Preset {n}</source>
        <translation>预设 {n}</translation>
    </message>
    <message>
        <source>Preset {n} has no name.</source>
        <translation>预设 {n} 没有名称。</translation>
    </message>
    <message>
        <source>Two presets are named '{name}': give each its own name.</source>
        <translation>有两个预设都叫“{name}”：请为每个预设取不同的名称。</translation>
    </message>
    <message>
        <source>in the system keyring</source>
        <translation>保存在系统密钥环中</translation>
    </message>
    <message>
        <source>locked with your passphrase</source>
        <translation>由您的口令锁定</translation>
    </message>
    <message>
        <source>in a key file</source>
        <translation>保存在密钥文件中</translation>
    </message>
    <message>
        <source>the system keyring</source>
        <translation>系统密钥环</translation>
    </message>
    <message>
        <source>a passphrase (asked at each start)</source>
        <translation>口令（每次启动时询问）</translation>
    </message>
    <message>
        <source>a key file (less safe)</source>
        <translation>密钥文件（较不安全）</translation>
    </message>
    <message>
        <source>History, documents and API keys are encrypted on this computer.</source>
        <translation>历史记录、文档和 API 密钥已在本机加密。</translation>
    </message>
    <message>
        <source>Not encrypted: your history, documents and API keys are plain files on this computer.</source>
        <translation>未加密：您的历史记录、文档和 API 密钥在本机以普通文件存放。</translation>
    </message>
    <message>
        <source>every conversation and its messages, every document in the library, every file attached to a chat, every API key made for an app (Connect an app), and the benchmark ladder's runs</source>
        <translation>所有对话及其消息、文档库中的所有文档、附加到对话的所有文件、为应用创建的所有 API 密钥（连接应用），以及优化阶梯的基准测试运行记录</translation>
    </message>
    <message>
        <source>Your settings, the model and the engine stay.</source>
        <translation>您的设置、模型和引擎会保留。</translation>
    </message>
    <message>
        <source>They are encrypted at the next start.</source>
        <translation>它们将在下次启动时加密。</translation>
    </message>
    <message>
        <source>Key: not found here; the recovery key opens the data.</source>
        <translation>密钥：在此未找到；可用恢复密钥打开数据。</translation>
    </message>
    <message>
        <source>No keyring, passphrase or key file holds the key: at the next start Ling Desk asks for the recovery key.</source>
        <translation>系统密钥环、口令和密钥文件中都没有该密钥：下次启动时 Ling Desk 会要求输入恢复密钥。</translation>
    </message>
    <message>
        <source>Key: {where}.</source>
        <translation>密钥：{where}。</translation>
    </message>
    <message>
        <source>Some files are not encrypted yet: they are at the next start.</source>
        <translation>部分文件尚未加密：将在下次启动时加密。</translation>
    </message>
    <message>
        <source>Conversations are kept until you delete them.</source>
        <translation>对话会一直保留，直到您删除它们。</translation>
    </message>
    <message>
        <source>No conversation would be erased now. Pinned conversations are always kept.</source>
        <translation>现在不会清除任何对话。已置顶的对话始终保留。</translation>
    </message>
    <message>
        <source>“{title}”</source>
        <translation>“{title}”</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} 等另外 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) would be erased now: {names}.</source>
        <translation>
            <numerusform>现在会清除 %n 个对话：{names}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Current passphrase</source>
        <translation>当前口令</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>新口令</translation>
    </message>
    <message>
        <source>New passphrase again</source>
        <translation>再次输入新口令</translation>
    </message>
    <message>
        <source>Without the passphrase (or the recovery key) your data cannot be opened: no one can recover it for you.</source>
        <translation>没有口令（或恢复密钥）就无法打开您的数据：任何人都无法替您找回。</translation>
    </message>
    <message>
        <source>The new passphrase is empty.</source>
        <translation>新口令为空。</translation>
    </message>
    <message>
        <source>The two new passphrases differ; type them again.</source>
        <translation>两次输入的新口令不一致，请重新输入。</translation>
    </message>
    <message>
        <source>Delete all my data?</source>
        <translation>删除我的所有数据？</translation>
    </message>
    <message>
        <source>This erases from this computer, for good: {erased}. {kept}</source>
        <translation>此操作将从本机永久清除：{erased}。{kept}</translation>
    </message>
    <message>
        <source>Type {word} to confirm.</source>
        <translation>输入 {word} 以确认。</translation>
    </message>
    <message>
        <source>Type {word} here</source>
        <translation>在此输入 {word}</translation>
    </message>
    <message>
        <source>Type {word} to confirm</source>
        <translation>输入 {word} 以确认</translation>
    </message>
    <message>
        <source>Delete all my data</source>
        <translation>删除我的所有数据</translation>
    </message>
    <message>
        <source>Encrypt my data</source>
        <translation>加密我的数据</translation>
    </message>
    <message>
        <source>Turning this off converts your history, documents and API keys back to plain files at the next start (and forgets the key); turning it on again encrypts them at the next start.</source>
        <translation>关闭后，下次启动时会把您的历史记录、文档和 API 密钥转换回普通文件（并丢弃密钥）；再次开启后，会在下次启动时重新加密。</translation>
    </message>
    <message>
        <source>Keep the key in</source>
        <translation>密钥保存位置</translation>
    </message>
    <message>
        <source>Moves the key at once (the data stays as it is).</source>
        <translation>立即移动密钥（数据保持不变）。</translation>
    </message>
    <message>
        <source>Change passphrase…</source>
        <translation>更改口令…</translation>
    </message>
    <message>
        <source>forever</source>
        <translation>永久</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Conversations unused for longer are erased at start and hourly; pinned ones are kept.</source>
        <translation>超过此时长未使用的对话会在启动时和每小时清除；已置顶的对话会保留。</translation>
    </message>
    <message>
        <source>Keep conversations</source>
        <translation>对话保留期限</translation>
    </message>
    <message>
        <source>conversations are kept at most {days} days</source>
        <translation>对话最多保留 {days} 天</translation>
    </message>
    <message>
        <source>At most {days} days: {sentence}</source>
        <translation>最多 {days} 天：{sentence}</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Hide the conversations and the chat after this long without a key press or mouse movement in Ling Desk; the engine keeps running.</source>
        <translation>在 Ling Desk 中超过此时长没有按键或鼠标操作时，隐藏对话列表和对话内容；引擎继续运行。</translation>
    </message>
    <message>
        <source>Lock the window after idle</source>
        <translation>空闲后锁定窗口</translation>
    </message>
    <message>
        <source>Delete all my data…</source>
        <translation>删除我的所有数据…</translation>
    </message>
    <message>
        <source>Erases {erased}. {kept}</source>
        <translation>清除{erased}。{kept}</translation>
    </message>
    <message>
        <source>Change the passphrase</source>
        <translation>更改口令</translation>
    </message>
    <message>
        <source>Passphrase not changed</source>
        <translation>口令未更改</translation>
    </message>
    <message>
        <source>Passphrase changed</source>
        <translation>口令已更改</translation>
    </message>
    <message>
        <source>The new passphrase is set.</source>
        <translation>新口令已设置。</translation>
    </message>
    <message>
        <source>Your passphrase</source>
        <translation>您的口令</translation>
    </message>
    <message>
        <source>Choose a passphrase</source>
        <translation>设置口令</translation>
    </message>
    <message>
        <source>Keep the key in a file?</source>
        <translation>将密钥保存在文件中？</translation>
    </message>
    <message>
        <source>The key stays where it was</source>
        <translation>密钥保留在原处</translation>
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
        <source>configured</source>
        <translation>已配置</translation>
    </message>
    <message>
        <source>created by Ling Desk</source>
        <translation>由 Ling Desk 创建</translation>
    </message>
    <message>
        <source>given</source>
        <translation>指定</translation>
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
        <source>sha256 {got}, the hub lists {want}</source>
        <translation>sha256 为 {got}，而 Hub 上列出的是 {want}</translation>
    </message>
    <message>
        <source>git blob id {got}, the hub lists {want}</source>
        <translation>git blob id 为 {got}，而 Hub 上列出的是 {want}</translation>
    </message>
    <message>
        <source>{got} bytes, the hub lists {want}</source>
        <translation>{got} 字节，而 Hub 上列出的是 {want}</translation>
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
        <source>{what}: {problem} ({tries})</source>
        <comment>a retried download</comment>
        <translation>{what}：{problem}（{tries}）</translation>
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
        <source>Settings: {problems}</source>
        <translation>设置：{problems}</translation>
    </message>
    <message>
        <source>Local API for editors and agents: {problem}</source>
        <translation>供编辑器和智能体使用的本地 API：{problem}</translation>
    </message>
    <message>
        <source>Restart the engine?</source>
        <translation>重启引擎？</translation>
    </message>
    <message>
        <source>Engine settings changed. Restart the engine now to use them?</source>
        <translation>引擎设置已更改。要立即重启引擎以使用新设置吗？</translation>
    </message>
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
        <source>Quit Ling Desk?</source>
        <translation>退出 Ling Desk？</translation>
    </message>
    <message>
        <source>Keep downloading</source>
        <translation>继续下载</translation>
    </message>
    <message>
        <source>Keep installing</source>
        <translation>继续安装</translation>
    </message>
    <message>
        <source>Quit and resume later</source>
        <translation>退出，稍后继续</translation>
    </message>
    <message>
        <source>Quit and finish later</source>
        <translation>退出，稍后完成</translation>
    </message>
    <message>
        <source>the history could not be written</source>
        <translation>无法写入历史记录</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) to your chats not saved yet: {why}. Ling Desk saves them by itself once there is room. If you quit now, they are lost.</source>
        <translation>
            <numerusform>对话中有 %n 处更改尚未保存：{why}。一旦有空间，Ling Desk 会自动保存。如果现在退出，这些更改将会丢失。</numerusform>
        </translation>
    </message>
    <message>
        <source>Quit without saving?</source>
        <translation>不保存就退出？</translation>
    </message>
    <message>
        <source>Keep Ling Desk open</source>
        <translation>保持 Ling Desk 打开</translation>
    </message>
    <message>
        <source>Quit and lose them</source>
        <translation>退出并丢弃更改</translation>
    </message>
    <message>
        <source>Ling Desk is already running for {folder}; brought its window to the front.</source>
        <translation>Ling Desk 已在为 {folder} 运行；已将其窗口切换到前台。</translation>
    </message>
    <message>
        <source>Text size not saved: {error}; it holds until Ling Desk quits</source>
        <translation>文字大小未保存：{error}；在 Ling Desk 退出前仍然有效</translation>
    </message>
    <message>
        <source>the engine crashed (the Engine panel says why and what to do)</source>
        <translation>引擎已崩溃（引擎面板会说明原因和解决办法）</translation>
    </message>
    <message>
        <source>Ling Desk stopped the engine (the Engine panel says why and what to do)</source>
        <translation>Ling Desk 停止了引擎（引擎面板会说明原因和解决办法）</translation>
    </message>
    <message>
        <source>the engine was stopped before it was ready</source>
        <translation>引擎在就绪之前已被停止</translation>
    </message>
    <message>
        <source>Could not save to the history: {error}</source>
        <translation>无法保存到历史记录：{error}</translation>
    </message>
    <message>
        <source>Not saved: {why}.</source>
        <translation>未保存：{why}。</translation>
    </message>
    <message>
        <source>The history is saved again; nothing was lost.</source>
        <translation>历史记录已重新保存，没有丢失任何内容。</translation>
    </message>
    <message>
        <source>The chat's attached documents could not be erased: {error}</source>
        <translation>无法清除此对话附加的文档：{error}</translation>
    </message>
    <message>
        <source>The chat's attached documents could not be brought back: {error}</source>
        <translation>无法恢复此对话附加的文档：{error}</translation>
    </message>
    <message>
        <source>Settings not saved: {error}; the change holds until Ling Desk quits</source>
        <translation>设置未保存：{error}；在 Ling Desk 退出前此更改仍然有效</translation>
    </message>
    <message>
        <source>Link not opened</source>
        <translation>未打开链接</translation>
    </message>
    <message>
        <source>Ling Desk opens only web and mail links:
{url}</source>
        <translation>Ling Desk 只打开网页和邮件链接：
{url}</translation>
    </message>
    <message>
        <source>Open link outside Ling Desk?</source>
        <translation>在 Ling Desk 之外打开链接？</translation>
    </message>
    <message>
        <source>Open this link in your browser?</source>
        <translation>在浏览器中打开此链接？</translation>
    </message>
    <message>
        <source>Your browser will send this whole address to {site}, and it leaves this machine with whatever it holds (words from this conversation too, if the link carries them). Nothing else from the conversation is sent.</source>
        <translation>浏览器会把这个完整地址发送给 {site}，地址中包含的所有内容都会离开本机（如果链接带有本对话中的文字，这些文字也会一并发送）。对话中的其他内容不会被发送。</translation>
    </message>
    <message>
        <source>that site</source>
        <translation>该网站</translation>
    </message>
    <message>
        <source>Move aside and start fresh</source>
        <translation>移到一旁并重新开始</translation>
    </message>
    <message>
        <source>Ling Desk: history damaged</source>
        <translation>Ling Desk：历史记录已损坏</translation>
    </message>
    <message>
        <source>The chat history cannot be read: the file is damaged.</source>
        <translation>无法读取对话历史记录：文件已损坏。</translation>
    </message>
    <message>
        <source>Ling Desk can move this file aside (it is kept beside the new one, never deleted, for a repair tool or a backup) and start with an empty history. Or quit and deal with the file yourself.</source>
        <translation>Ling Desk 可以把此文件移到一旁（它会保留在新文件旁边，绝不删除，以便用修复工具处理或用作备份），然后以空的历史记录开始。也可以退出，自行处理该文件。</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Ling Desk: history locked</source>
        <translation>Ling Desk：历史记录已锁定</translation>
    </message>
    <message>
        <source>The chat history cannot be opened with this data key. The file is not damaged: the key is the wrong one, so Ling Desk quits and leaves the file as it is.</source>
        <translation>无法用此数据密钥打开对话历史记录。文件并未损坏：是密钥不对，因此 Ling Desk 将退出，并保持该文件原样不动。</translation>
    </message>
    <message>
        <source>History locked: wrong key</source>
        <translation>历史记录已锁定：密钥错误</translation>
    </message>
    <message>
        <source>The damaged history was moved to {path}; this is a fresh one.</source>
        <translation>已损坏的历史记录已移至 {path}；现在使用的是新的历史记录。</translation>
    </message>
    <message>
        <source>Ling Desk: the disk is full</source>
        <translation>Ling Desk：磁盘已满</translation>
    </message>
    <message>
        <source>Locked — Ling Desk</source>
        <translation>已锁定 — Ling Desk</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>已锁定</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>口令</translation>
    </message>
    <message>
        <source>Your passphrase unlocks Ling Desk again</source>
        <translation>输入口令以重新解锁 Ling Desk</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>解锁</translation>
    </message>
    <message>
        <source>Ling Desk was idle, so your conversations are hidden. The engine is still running. Enter your passphrase to unlock.</source>
        <translation>Ling Desk 处于空闲状态，因此已隐藏您的对话。引擎仍在运行。请输入口令以解锁。</translation>
    </message>
    <message>
        <source>Ling Desk was idle, so your conversations are hidden. The engine is still running.</source>
        <translation>Ling Desk 处于空闲状态，因此已隐藏您的对话。引擎仍在运行。</translation>
    </message>
    <message>
        <source>That passphrase does not unlock Ling Desk; try again.</source>
        <translation>此口令无法解锁 Ling Desk，请重试。</translation>
    </message>
    <message>
        <source>Alt+Down or F4</source>
        <translation>Alt+Down 或 F4</translation>
    </message>
    <message>
        <source>Open the focused button's menu (Attach: a folder, the library, presets)</source>
        <translation>打开当前焦点按钮的菜单（附加：文件夹、文档库、预设）</translation>
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
        <source>{what} failed: {error}</source>
        <translation>{what}失败：{error}</translation>
    </message>
    <message>
        <source>A background job</source>
        <translation>后台任务</translation>
    </message>
    <message>
        <source>The headless verbs need no display: `ling-desk check`, `ling-desk serve`, `ling-desk engine-command`.</source>
        <translation>无界面命令不需要显示器：`ling-desk check`、`ling-desk serve`、`ling-desk engine-command`。</translation>
    </message>
    <message>
        <source>On Debian or Ubuntu: sudo apt install {packages}.</source>
        <translation>在 Debian 或 Ubuntu 上：sudo apt install {packages}。</translation>
    </message>
    <message>
        <source>Install the packages that provide {libs}.</source>
        <translation>请安装提供 {libs} 的软件包。</translation>
    </message>
    <message>
        <source>Qt's {what} platform plugin cannot load: missing {libs}.</source>
        <translation>无法加载 Qt 的 {what} 平台插件：缺少 {libs}。</translation>
    </message>
    <message>
        <source>no display: neither DISPLAY nor WAYLAND_DISPLAY is set, so the window cannot open. Start Ling Desk from a desktop session (or over ssh -X). {hint}</source>
        <translation>没有显示器：DISPLAY 和 WAYLAND_DISPLAY 都未设置，因此无法打开窗口。请在桌面会话中（或通过 ssh -X）启动 Ling Desk。{hint}</translation>
    </message>
    <message>
        <source>no display: the Wayland display {name} cannot be reached. {hint}</source>
        <translation>没有显示器：无法连接 Wayland 显示 {name}。{hint}</translation>
    </message>
    <message>
        <source>no display: DISPLAY is not set, and Qt's xcb platform needs it. {hint}</source>
        <translation>没有显示器：未设置 DISPLAY，而 Qt 的 xcb 平台需要它。{hint}</translation>
    </message>
    <message>
        <source>no display: the X display {name} cannot be reached (is the X server running, and may this user connect to it?). {hint}</source>
        <translation>没有显示器：无法连接 X 显示 {name}（X 服务器是否在运行？此用户是否有权连接？）。{hint}</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <source>the window cannot open: Qt said: {message} {hint}</source>
        <translation>无法打开窗口：Qt 提示：{message} {hint}</translation>
    </message>
    <message>
        <source>The Ling Desk using {folder} is stopping its engine and closing. Start Ling Desk again once it has closed.</source>
        <translation>使用 {folder} 的 Ling Desk 正在停止其引擎并关闭。请在它关闭后再启动 Ling Desk。</translation>
    </message>
    <message>
        <source>Ling Desk is closing</source>
        <translation>Ling Desk 正在关闭</translation>
    </message>
    <message>
        <source>Ling Desk is already running</source>
        <translation>Ling Desk 已在运行</translation>
    </message>
    <message>
        <source>Stopping the engine…</source>
        <translation>正在停止引擎…</translation>
    </message>
    <message>
        <source>Ling Desk closes once the engine and every process it started have stopped. An engine that stopped answering is forced to stop after a few seconds.</source>
        <translation>引擎及其启动的所有进程都停止后，Ling Desk 才会关闭。没有响应的引擎会在几秒钟后被强制停止。</translation>
    </message>
    <message>
        <source>Ling Desk: stopping pip</source>
        <translation>Ling Desk：正在停止 pip</translation>
    </message>
    <message>
        <source>Stopping the engine-environment job…</source>
        <translation>正在停止引擎环境任务…</translation>
    </message>
    <message>
        <source>Ling Desk closes once pip and every process it started have stopped. What pip installed is kept: pressing Create engine environment again finishes the rest.</source>
        <translation>pip 及其启动的所有进程都停止后，Ling Desk 才会关闭。pip 已安装的内容会保留：再次点击“创建引擎环境”即可完成其余部分。</translation>
    </message>
    <message>
        <source>Ling Desk: stopping the download</source>
        <translation>Ling Desk：正在停止下载</translation>
    </message>
    <message>
        <source>Stopping the download…</source>
        <translation>正在停止下载…</translation>
    </message>
    <message>
        <source>Ling Desk closes once the download has stopped. What came is kept: the next start offers to resume it.</source>
        <translation>下载停止后，Ling Desk 才会关闭。已下载的部分会保留：下次启动时可以继续下载。</translation>
    </message>
    <message>
        <source>Ling Desk: stopping the engine</source>
        <translation>Ling Desk：正在停止引擎</translation>
    </message>
    <message>
        <source>Ling Desk: unlock your data</source>
        <translation>Ling Desk：解锁您的数据</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>正在准备</translation>
    </message>
    <message>
        <source>Copying the data into the new file</source>
        <translation>正在将数据复制到新文件</translation>
    </message>
    <message>
        <source>Checking the copy</source>
        <translation>正在检查副本</translation>
    </message>
    <message>
        <source>Putting the new file in place</source>
        <translation>正在放置新文件</translation>
    </message>
    <message>
        <source>Erasing the old file</source>
        <translation>正在清除旧文件</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Enter your passphrase</source>
        <translation>输入口令</translation>
    </message>
    <message>
        <source>What to enter</source>
        <translation>需要输入的内容</translation>
    </message>
    <message>
        <source>Choose where to keep the data key</source>
        <translation>选择数据密钥的保存位置</translation>
    </message>
    <message>
        <source>Why you are asked</source>
        <translation>询问原因</translation>
    </message>
    <message>
        <source>Protect the key with a passphrase that I enter at each start.</source>
        <translation>用口令保护密钥，每次启动时由我输入。</translation>
    </message>
    <message>
        <source>Use a passphrase</source>
        <translation>使用口令</translation>
    </message>
    <message>
        <source>Keep the key in a file in my config folder.</source>
        <translation>将密钥保存在我的配置文件夹中的文件里。</translation>
    </message>
    <message>
        <source>Use a key file</source>
        <translation>使用密钥文件</translation>
    </message>
    <message>
        <source>Passphrase again</source>
        <translation>再次输入口令</translation>
    </message>
    <message>
        <source>The same passphrase again</source>
        <translation>再次输入相同的口令</translation>
    </message>
    <message>
        <source>The two passphrases are not the same.</source>
        <translation>两次输入的口令不一致。</translation>
    </message>
    <message>
        <source>Warning: {warning}</source>
        <translation>警告：{warning}</translation>
    </message>
    <message>
        <source>Key file warning</source>
        <translation>密钥文件警告</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Enter your recovery key</source>
        <translation>输入恢复密钥</translation>
    </message>
    <message>
        <source>Recovery key</source>
        <translation>恢复密钥</translation>
    </message>
    <message>
        <source>Ling Desk: your recovery key</source>
        <translation>Ling Desk：您的恢复密钥</translation>
    </message>
    <message>
        <source>Your recovery key</source>
        <translation>您的恢复密钥</translation>
    </message>
    <message>
        <source>A new key encrypts your history and documents. This recovery key opens them if the key's store is ever lost (a new machine, a forgotten passphrase). It is shown only this once: copy it, save it or print it, and keep it somewhere safe, away from this computer.</source>
        <translation>新的密钥会加密您的历史记录和文档。如果密钥的存储位置丢失（换了新机器、忘记了口令），可以用这个恢复密钥打开它们。它只显示这一次：请复制、保存或打印，并存放在安全的地方，不要与这台电脑放在一起。</translation>
    </message>
    <message>
        <source>About the recovery key</source>
        <translation>关于恢复密钥</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the recovery key</source>
        <translation>复制恢复密钥</translation>
    </message>
    <message>
        <source>Save to file…</source>
        <translation>保存到文件…</translation>
    </message>
    <message>
        <source>Save the recovery key to a file</source>
        <translation>将恢复密钥保存到文件</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>打印…</translation>
    </message>
    <message>
        <source>Print the recovery key</source>
        <translation>打印恢复密钥</translation>
    </message>
    <message>
        <source>I have stored the recovery key somewhere safe.</source>
        <translation>我已将恢复密钥存放在安全的地方。</translation>
    </message>
    <message>
        <source>I have stored the recovery key</source>
        <translation>我已存放好恢复密钥</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>The recovery key was copied. Paste it somewhere safe.</source>
        <translation>恢复密钥已复制。请将其粘贴到安全的地方。</translation>
    </message>
    <message>
        <source>Save the recovery key</source>
        <translation>保存恢复密钥</translation>
    </message>
    <message>
        <source>Ling Desk recovery key</source>
        <translation>Ling Desk 恢复密钥</translation>
    </message>
    <message>
        <source>The recovery key could not be saved to {path}: {why}.</source>
        <translation>无法将恢复密钥保存到 {path}：{why}。</translation>
    </message>
    <message>
        <source>The recovery key was saved to {path} (readable only by you).</source>
        <translation>恢复密钥已保存到 {path}（仅您本人可读）。</translation>
    </message>
    <message>
        <source>Encrypting your data…</source>
        <translation>正在加密您的数据…</translation>
    </message>
    <message>
        <source>Decrypting your data…</source>
        <translation>正在解密您的数据…</translation>
    </message>
    <message>
        <source>Ling Desk: converting your data</source>
        <translation>Ling Desk：正在转换您的数据</translation>
    </message>
    <message>
        <source>What is being done</source>
        <translation>当前操作</translation>
    </message>
    <message>
        <source>Encrypting your data: file {i} of {n} ({name}).</source>
        <translation>正在加密您的数据：第 {i} 个文件，共 {n} 个（{name}）。</translation>
    </message>
    <message>
        <source>Decrypting your data: file {i} of {n} ({name}).</source>
        <translation>正在解密您的数据：第 {i} 个文件，共 {n} 个（{name}）。</translation>
    </message>
    <message>
        <source>Ling Desk: your data stays locked</source>
        <translation>Ling Desk：您的数据保持锁定</translation>
    </message>
    <message>
        <source>Your data stays locked</source>
        <translation>您的数据保持锁定</translation>
    </message>
    <message>
        <source>Your data could not be encrypted: {error}. Each file is either converted whole or left as it was; start Ling Desk again to go on.</source>
        <translation>无法加密您的数据：{error}。每个文件要么完整转换，要么保持原样；请重新启动 Ling Desk 以继续。</translation>
    </message>
    <message>
        <source>Your data could not be decrypted: {error}. Each file is either converted whole or left as it was; start Ling Desk again to go on.</source>
        <translation>无法解密您的数据：{error}。每个文件要么完整转换，要么保持原样；请重新启动 Ling Desk 以继续。</translation>
    </message>
    <message>
        <source>Open a conversation to export it.</source>
        <translation>请先打开一个对话再导出。</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>导出对话</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>已导出到 {path}</translation>
    </message>
    <message>
        <source>An import is already running.</source>
        <translation>已有一个导入正在进行。</translation>
    </message>
    <message>
        <source>Import conversation</source>
        <translation>导入对话</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>正在读取文件…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Import cancelled; nothing was added.</source>
        <translation>导入已取消，未添加任何内容。</translation>
    </message>
    <message>
        <source>The import failed and nothing was added: {error}</source>
        <translation>导入失败，未添加任何内容：{error}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s).</source>
        <translation>
            <numerusform>已导入 %n 个对话。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>Choose the Ling-3.0-flash model folder</source>
        <translation>选择 Ling-3.0-flash 模型文件夹</translation>
    </message>
    <message>
        <source>{holder}: Cancel the benchmark to use it for chat.</source>
        <translation>{holder}：取消基准测试即可将其用于对话。</translation>
    </message>
    <message>
        <source>Engine log</source>
        <translation>引擎日志</translation>
    </message>
    <message>
        <source>(the engine has printed nothing yet)</source>
        <translation>（引擎尚未输出任何内容）</translation>
    </message>
    <message>
        <source>Last lines; the full log is {path}</source>
        <translation>最后几行；完整日志位于 {path}</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter</source>
        <translation>Enter 或 Ctrl+Enter</translation>
    </message>
    <message>
        <source>Send the message (in the message box)</source>
        <translation>发送消息（在消息框中）</translation>
    </message>
    <message>
        <source>New line (in the message box)</source>
        <translation>换行（在消息框中）</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>（无说明）</translation>
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
        <source>All your data was erased.</source>
        <translation>您的所有数据均已清除。</translation>
    </message>
    <message numerus="yes">
        <source>Erased %n conversation(s) unused for over {days} days (Settings &gt; Privacy).</source>
        <translation>
            <numerusform>已清除 %n 个超过 {days} 天未使用的对话（设置 &gt; 隐私）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was deleted</source>
        <translation>未删除任何内容</translation>
    </message>
    <message>
        <source>An answer is still being written. Stop it (Esc), then delete your data.</source>
        <translation>仍有回答正在生成。请先停止（Esc），再删除您的数据。</translation>
    </message>
    <message>
        <source>Your data was erased, except: {problems}</source>
        <translation>您的数据已清除，但以下除外：{problems}</translation>
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
        <source>tool calling is not proven yet (the engine is not ready, or its check runs).</source>
        <translation>工具调用尚未验证（引擎尚未就绪，或其检查正在进行）。</translation>
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
    <name>vault</name>
    <message>
        <source>The audit log file</source>
        <translation>审计日志文件</translation>
    </message>
    <message>
        <source>The document library</source>
        <translation>文档库</translation>
    </message>
    <message>
        <source>The API key file</source>
        <translation>API 密钥文件</translation>
    </message>
    <message>
        <source>{path} is a plain (unencrypted) database, so the data key cannot open it. Encrypt it first (the vault's migration does it); the file is left untouched.</source>
        <translation>{path} 是未加密的普通数据库，因此无法用数据密钥打开。请先将其加密（加密存储的迁移会完成这一步）；该文件保持不变。</translation>
    </message>
    <message>
        <source>{path} is damaged ({failed} of {pages} pages fail their check, the first page among them): the key is right, but the file cannot be opened. Restore it from a backup; the file is left untouched.</source>
        <translation>{path} 已损坏（{pages} 页中有 {failed} 页未通过校验，其中包括第一页）：密钥正确，但文件无法打开。请从备份中恢复；该文件保持不变。</translation>
    </message>
    <message>
        <source>{path} cannot be opened with this data key: it was encrypted with another key (a copy from another machine or data folder, or a key that was replaced), or it is damaged. Unlock with the key it was made with, or use its recovery key; the file is left untouched. (SQLCipher said: {error})</source>
        <translation>无法用此数据密钥打开 {path}：它是用另一个密钥加密的（来自其他机器或数据文件夹的副本，或密钥已被替换），或者文件已损坏。请用当初加密它的密钥解锁，或使用它的恢复密钥；该文件保持不变。（SQLCipher 提示：{error}）</translation>
    </message>
    <message>
        <source>{what} {path} was written by a newer Ling Desk (format {found}; this version reads up to {known}). It is left untouched: upgrade Ling Desk to use it again.</source>
        <translation>{what} {path} 由较新版本的 Ling Desk 写入（格式 {found}；此版本最高只能读取 {known}）。该文件保持不变：请升级 Ling Desk 后再使用。</translation>
    </message>
    <message>
        <source>a data key for {folder} exists already; load it, or forget it first (only when no encrypted data needs it)</source>
        <translation>{folder} 的数据密钥已存在；请加载它，或先将其移除（仅在没有加密数据需要它时）</translation>
    </message>
    <message>
        <source>the data key of {folder} is locked with a passphrase: enter it</source>
        <translation>{folder} 的数据密钥由口令锁定：请输入口令</translation>
    </message>
    <message>
        <source>the keyring's entry</source>
        <translation>系统密钥环中的条目</translation>
    </message>
    <message>
        <source>no data key for {folder} is in the keyring, a passphrase envelope or a key file: enter the recovery key to open the encrypted data</source>
        <translation>系统密钥环、口令信封和密钥文件中都没有 {folder} 的数据密钥：请输入恢复密钥以打开加密数据</translation>
    </message>
    <message>
        <source>a passphrase store needs a passphrase that is not empty</source>
        <translation>口令存储需要非空的口令</translation>
    </message>
    <message>
        <source>the {store} store did not keep the data key; it stays where it was</source>
        <translation>{store} 存储未能保存数据密钥；密钥仍保留在原处</translation>
    </message>
    <message>
        <source>the new passphrase is empty</source>
        <translation>新口令为空</translation>
    </message>
    <message>
        <source>the recovery key holds {char}, which is not one of its characters (0-9, A-F); check what you typed</source>
        <translation>恢复密钥中含有 {char}，这不是恢复密钥使用的字符（0-9、A-F）；请检查输入</translation>
    </message>
    <message>
        <source>the recovery key has {got} characters, not {want} ({groups} groups of {size}); check for a missing or doubled group</source>
        <translation>恢复密钥有 {got} 个字符，而不是 {want} 个（{groups} 组，每组 {size} 个）；请检查是否漏掉或重复了某一组</translation>
    </message>
    <message>
        <source>the recovery key has a typo (its last group, a check, does not match the others); compare each group with what you wrote down</source>
        <translation>恢复密钥有输入错误（最后一组是校验码，与其他组不符）；请逐组与您记下的内容核对</translation>
    </message>
    <message>
        <source>the system keyring cannot hold the data key ({error}); choose a passphrase or a key file instead</source>
        <translation>系统密钥环无法保存数据密钥（{error}）；请改用口令或密钥文件</translation>
    </message>
    <message>
        <source>the system keyring did not keep the data key; choose a passphrase or a key file</source>
        <translation>系统密钥环未能保存数据密钥；请选择口令或密钥文件</translation>
    </message>
    <message>
        <source>{where} does not hold a data key (64 hex digits); enter the recovery key</source>
        <translation>{where}中没有数据密钥（64 位十六进制数）；请输入恢复密钥</translation>
    </message>
    <message>
        <source>the key file {path} can be read by other users (mode {mode}), so Ling Desk will not use it: run `chmod 600 {path}` if no one else could have read it, else make a new key</source>
        <translation>密钥文件 {path} 可被其他用户读取（权限 {mode}），因此 Ling Desk 不会使用它：如果确定没有其他人读取过，请运行 `chmod 600 {path}`，否则请创建新密钥</translation>
    </message>
    <message>
        <source>the key file {path}</source>
        <translation>密钥文件 {path}</translation>
    </message>
    <message>
        <source>that passphrase does not unlock the data key; try again</source>
        <translation>此口令无法解锁数据密钥，请重试</translation>
    </message>
    <message>
        <source>the key envelope {path} holds no data key; enter the recovery key</source>
        <translation>密钥信封 {path} 中没有数据密钥；请输入恢复密钥</translation>
    </message>
    <message>
        <source>{path} was written while it was being converted (another Ling Desk?); nothing was changed, try again</source>
        <translation>{path} 在转换过程中被写入（另一个 Ling Desk？）；未做任何更改，请重试</translation>
    </message>
    <message>
        <source>{path} is in use by another program (another Ling Desk?); close it and try again: nothing was changed</source>
        <translation>{path} 正被另一个程序使用（另一个 Ling Desk？）；请关闭后重试：未做任何更改</translation>
    </message>
    <message>
        <source>its tables differ from the original's</source>
        <translation>其表与原文件的不一致</translation>
    </message>
    <message>
        <source>{table} holds {rows} rows, not {expected}</source>
        <translation>{table} 有 {rows} 行，而不是 {expected} 行</translation>
    </message>
    <message>
        <source>the converted copy of the database failed its check ({problem}); the original is unchanged</source>
        <translation>数据库的转换副本未通过检查（{problem}）；原文件未更改</translation>
    </message>
    <message>
        <source>The data key is kept in a file in the config folder (readable only by you). Anyone who can read your files as you, or a backup of the config folder, can read your history with it: keep backups of the config and data folders apart, or use a passphrase.</source>
        <translation>数据密钥保存在配置文件夹中的一个文件里（仅您本人可读）。任何能以您的身份读取您文件的人，或拿到配置文件夹备份的人，都能用它读取您的历史记录：请将配置文件夹和数据文件夹的备份分开存放，或改用口令。</translation>
    </message>
    <message>
        <source>{setting} is not a key store; use one of {stores}</source>
        <translation>{setting} 不是有效的密钥存储方式；请使用以下之一：{stores}</translation>
    </message>
    <message>
        <source>No key for the encrypted data was found</source>
        <translation>未找到加密数据的密钥</translation>
    </message>
    <message>
        <source>The key kept in the {where} does not open this data (it belongs to another data folder or was replaced)</source>
        <translation>保存在 {where} 中的密钥无法打开这些数据（它属于另一个数据文件夹，或已被替换）</translation>
    </message>
    <message>
        <source>Enter the passphrase that unlocks your history and documents.</source>
        <translation>请输入用于解锁您的历史记录和文档的口令。</translation>
    </message>
    <message>
        <source>Your history and documents stay locked: they open only with the passphrase (or the recovery key). Start Ling Desk again to enter it.</source>
        <translation>您的历史记录和文档保持锁定：只能用口令（或恢复密钥）打开。请重新启动 Ling Desk 并输入口令。</translation>
    </message>
    <message numerus="yes">
        <source>The passphrase was wrong %n time(s); your data stays locked and untouched. Start again, or use the recovery key.</source>
        <translation>
            <numerusform>口令已错误 %n 次；您的数据保持锁定且未被改动。请重新启动，或使用恢复密钥。</numerusform>
        </translation>
    </message>
    <message>
        <source>{reason}. Enter the recovery key you were shown when the data was first encrypted (17 groups of 4 characters).</source>
        <translation>{reason}。请输入首次加密数据时显示给您的恢复密钥（17 组，每组 4 个字符）。</translation>
    </message>
    <message>
        <source>{reason}, so your history and documents stay locked; nothing was changed. Start again with the recovery key at hand, or restore the keyring or key file, or move {folder} aside to start with an empty history.</source>
        <translation>{reason}，因此您的历史记录和文档保持锁定；未做任何更改。请备好恢复密钥后重新启动，或恢复系统密钥环或密钥文件，或将 {folder} 移到一旁，以空的历史记录开始。</translation>
    </message>
    <message>
        <source>That recovery key is valid but belongs to other data; check which one.</source>
        <translation>该恢复密钥有效，但属于其他数据；请确认是哪一个。</translation>
    </message>
    <message>
        <source>Choose a passphrase for your history and documents.</source>
        <translation>请为您的历史记录和文档设置口令。</translation>
    </message>
    <message>
        <source>No passphrase was chosen, so nothing was encrypted or changed.</source>
        <translation>未设置口令，因此未加密或更改任何内容。</translation>
    </message>
    <message>
        <source>Your history and documents are encrypted, and no system keyring is available here to keep their key. Choose a passphrase to enter at each start, or a key file.</source>
        <translation>您的历史记录和文档已加密，但此处没有可用的系统密钥环来保存其密钥。请选择每次启动时输入的口令，或使用密钥文件。</translation>
    </message>
    <message>
        <source>No keyring is usable here, and no passphrase or key file was chosen, so your data stays as it was. Choose one: set {env}=passphrase (with --passphrase-fd or at the prompt) or {env}=file, or turn encryption off in the settings.</source>
        <translation>此处没有可用的系统密钥环，也未选择口令或密钥文件，因此您的数据保持原样。请选择一种：设置 {env}=passphrase（配合 --passphrase-fd 或在提示时输入）或 {env}=file，或在设置中关闭加密。</translation>
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
        <source>the probe generation did not finish within {s} s</source>
        <translation>试生成未在 {s} 秒内完成</translation>
    </message>
    <message>
        <source>The engine did not answer the probe ({kind}: {error})</source>
        <translation>引擎未响应试生成请求（{kind}：{error}）</translation>
    </message>
    <message>
        <source>the engine streamed no generated text</source>
        <translation>引擎没有流式输出任何生成的文本</translation>
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
        <source>shorter than a safetensors header</source>
        <translation>比 safetensors 头部还短</translation>
    </message>
    <message>
        <source>implausible safetensors header length</source>
        <translation>safetensors 头部长度不合理</translation>
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
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
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
        <source>weight_map is not an object</source>
        <translation>weight_map 不是对象</translation>
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
        <source>The index file is {file}.</source>
        <translation>索引文件是 {file}。</translation>
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
        <source>{file}'s weight_map is empty; the weights are the *.safetensors shards.</source>
        <translation>{file} 的 weight_map 为空；权重即 *.safetensors 分片。</translation>
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
        <source>The checkpoint stores lm_head quantized ({tensor} in the weights): the FP8 head expects a BF16 head to quantize itself.</source>
        <translation>该检查点以量化形式存储 lm_head（权重中有 {tensor}）：FP8 输出头需要一个由它自己量化的 BF16 输出头。</translation>
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
        <source>sglang is not importable from this Python</source>
        <translation>无法从此 Python 导入 sglang</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the clauses of one sentence</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>optimizations: {switches}</source>
        <translation>优化：{switches}</translation>
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
        <source>/server_info did not answer ({error})</source>
        <translation>/server_info 没有响应（{error}）</translation>
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
        <source>an unknown dtype</source>
        <translation>未知的数据类型</translation>
    </message>
    <message>
        <source>the engine's quant method</source>
        <translation>引擎的量化方法</translation>
    </message>
    <message>
        <source>quant method {method} left the head in {dtype}</source>
        <translation>量化方法 {method} 使输出头保持为 {dtype}</translation>
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
        <source>no reason given</source>
        <translation>未给出原因</translation>
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
        <source>probe: decode {tps} tok/s (client)</source>
        <translation>试生成：解码 {tps} tok/s（客户端）</translation>
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
        <source>--timeout must be a positive number of seconds, not {value}</source>
        <translation>--timeout 必须是正的秒数，而不是 {value}</translation>
    </message>
    <message>
        <source>--attach needs an engine URL like http://127.0.0.1:30000, not {url}</source>
        <translation>--attach 需要一个引擎 URL，例如 http://127.0.0.1:30000，而不是 {url}</translation>
    </message>
    <message>
        <source>--attach checks a running engine and --launcher starts one: give only one of them</source>
        <translation>--attach 检查正在运行的引擎，--launcher 则启动一个引擎：只能指定其中一个</translation>
    </message>
    <message>
        <source>--keep-running keeps an engine Ling Desk starts; with --attach nothing is started</source>
        <translation>--keep-running 保留 Ling Desk 启动的引擎；使用 --attach 时不会启动任何引擎</translation>
    </message>
    <message>
        <source>the engine URL carries a user name or password before '@' ({url} without them): Ling Desk never sends those. Give the URL without them; the engine's key goes as a Bearer token (Settings &gt; Engine &gt; Key, or {variable})</source>
        <translation>引擎 URL 在“@”前带有用户名或密码（去掉后为 {url}）：Ling Desk 从不发送这些信息。请提供不含它们的 URL；引擎密钥会作为 Bearer 令牌发送（“设置 &gt; 引擎 &gt; 密钥”，或 {variable}）</translation>
    </message>
    <message>
        <source>{url} is neither loopback nor https, so the key saved for it is not sent there in clear text. Use the server's https address, or set {variable}.</source>
        <translation>{url} 既不是本机回环地址也不是 https，因此为它保存的密钥不会以明文发送过去。请使用该服务器的 https 地址，或配置 {variable}。</translation>
    </message>
    <message>
        <source>no key for {url}: nothing is sent as its key (set {variable} to the server's --api-key if it has one)</source>
        <translation>{url} 没有密钥：不会发送任何密钥（如果该服务器启用了 --api-key，请将 {variable} 设为它）</translation>
    </message>
    <message>
        <source>preflight failed ({checks}); fix that, or pass --ignore-preflight to launch anyway</source>
        <translation>启动前检查失败（{checks}）；请修正，或传入 --ignore-preflight 强制启动</translation>
    </message>
    <message>
        <source>Start the engine, or check the URL and port you gave.</source>
        <translation>请启动引擎，或检查您提供的 URL 和端口。</translation>
    </message>
    <message>
        <source>GET {url}/health: no 200 answer</source>
        <translation>GET {url}/health：没有 200 响应</translation>
    </message>
    <message>
        <source>The URL is the one given to --attach.</source>
        <translation>该 URL 即传给 --attach 的那个。</translation>
    </message>
    <message>
        <source>The engine could not be launched: {error}</source>
        <translation>无法启动引擎：{error}</translation>
    </message>
    <message>
        <source>Fix the settings named above, then check again.</source>
        <translation>请修正上面提到的设置，然后再次检查。</translation>
    </message>
    <message>
        <source>--keep-running applies to one-machine engines; both ranks stop after it</source>
        <translation>--keep-running 只适用于单机引擎；检查结束后两个 rank 都会停止</translation>
    </message>
    <message>
        <source>Check the launcher.</source>
        <translation>请检查启动器。</translation>
    </message>
    <message>
        <source>the engine keeps running at {url} (pid {pid}); stop it with `kill -INT -- -{pid}`; its API key (new at every launch) is in {file} (readable by you only), and `ling-desk check --attach {url}` on this folder finds it there</source>
        <translation>引擎继续在 {url} 运行（pid {pid}）；用 `kill -INT -- -{pid}` 停止它；它的 API 密钥（每次启动都会新生成）保存在 {file}（仅您可读），在此文件夹上运行 `ling-desk check --attach {url}` 即可找到它</translation>
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
        <source>note: {note}</source>
        <translation>提示：{note}</translation>
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
